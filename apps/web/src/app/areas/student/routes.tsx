import { BookOpen, Compass, LayoutDashboard, UserRound } from 'lucide-react';
import { Navigate } from 'react-router';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { SimplePage } from '@/components/simple-page';
import { CataloguePage } from '@/features/courses/pages/catalogue-page';
import { CourseDetailPage } from '@/features/courses/pages/course-detail-page';
import { StudentDashboard } from '@/features/dashboards/pages/student-dashboard';
import { LearningPage } from '@/features/learning/pages/learning-page';
import { MyCoursesPage } from '@/features/learning/pages/my-courses-page';
import { PaymentReturnPage } from '@/features/orders/pages/payment-return-page';

export const STUDENT_NAV: readonly NavItem[] = [
  { to: '/student/dashboard', label: 'Home', icon: LayoutDashboard },
  { to: '/student/courses', label: 'Explore Courses', icon: Compass },
  { to: '/student/mycourses', label: 'My Courses', icon: BookOpen },
  { to: '/student/profile', label: 'Profile', icon: UserRound },
];

export function StudentLayout() {
  return <AreaLayout area="Student" nav={STUDENT_NAV} brandTo="/student/dashboard" />;
}

export const StudentDashboardPage = () => <StudentDashboard />;
export const StudentCoursesPage = () => <CataloguePage variant="student" />;
export const StudentCourseDetailPage = () => <CourseDetailPage area="student" />;
export const StudentCoursePlayerPage = () => <LearningPage area="student" />;
export const StudentMyCoursesPage = () => <MyCoursesPage area="student" />;
export const StudentProfilePage = () => <SimplePage title="My Profile" />;
/** The spec's enrollcourseview route: the enrolled courses are My courses. */
export const StudentEnrolledCoursePage = () => <Navigate to="/student/mycourses" replace />;
export const StudentPaymentReturnPage = () => <PaymentReturnPage area="student" />;
