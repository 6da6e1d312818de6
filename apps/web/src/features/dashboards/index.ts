/** The dashboards feature as other features and the areas see it. */
export {} from './api/dashboards';
export { InstructorDashboard } from './pages/instructor-dashboard';
export { LeadDashboard } from './pages/lead-dashboard';
export { StudentDashboard } from './pages/student-dashboard';
