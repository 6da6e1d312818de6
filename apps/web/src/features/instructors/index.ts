/** The instructors feature (the admins' list and detail pages) as other features and the areas see it. */
export { InstructorDetailPage } from './pages/instructor-detail-page';
export { InstructorsPage } from './pages/instructors-page';
export { safeUrl } from './components/profile-links';
