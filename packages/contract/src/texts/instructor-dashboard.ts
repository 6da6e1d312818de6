/** Spec 2 instructor dashboard texts. */
export const INSTRUCTOR_DASHBOARD_MSG = {
  instructorDashboard: 'Instructor Dashboard',
  instructorPortal: 'Instructor Portal',
  createCourse: 'Create Course',
  activeCourses: 'Active Courses',
  totalStudents: 'Total Students',
  completionRate: 'Completion Rate',
  thisMonthsEarnings: "This Month's Earnings",
  myCourses: 'My Courses',
  tryAgain: 'Try Again',
  fetchFailed: 'Failed to load your dashboard',
} as const;
