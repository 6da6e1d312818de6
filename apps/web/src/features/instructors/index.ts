/** The instructors feature (the admins' list and detail pages, the public page) as other features and the areas see it. */
export { InstructorDetailPage } from './pages/instructor-detail-page';
export { InstructorsPage } from './pages/instructors-page';
export { InstructorPublicPage } from './pages/instructor-public-page';
export { safeUrl } from './components/profile-links';
