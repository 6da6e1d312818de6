/** The profiles feature as the areas see it: verification and the three profiles. */
export { InstructorProfilePage } from './pages/instructor-profile-page';
export { InstructorProfileUpdatePage } from './pages/instructor-profile-update-page';
export { LeadProfilePage, StudentProfilePage } from './pages/learner-profile-pages';
