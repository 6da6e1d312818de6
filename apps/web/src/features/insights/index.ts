/** The insights feature as the areas see it: a course's insight page, per area. */
export { AdminCourseInsightsPage, InstructorCourseInsightsPage } from './pages/course-insights-page';
