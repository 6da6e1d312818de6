/** The learning feature as other features and the areas see it. */
export {} from './api/learning';
export { CourseStatusBadge } from './components/course-status-badge';
export { LearningPage } from './pages/learning-page';
export { MyCoursesPage } from './pages/my-courses-page';
