import { BookOpen, Compass, LayoutDashboard, UserRound } from 'lucide-react';
import { AreaLayout, type NavItem } from '../../components/layout/area-layout';
import { SimplePage } from '../../components/layout/page';
import { CataloguePage } from '../courses/components/catalogue-page';
import { CourseDetailPage } from '../courses/components/course-detail-page';

export const STUDENT_NAV: readonly NavItem[] = [
  { to: '/student/dashboard', label: 'Home', icon: LayoutDashboard },
  { to: '/student/courses', label: 'Explore Courses', icon: Compass },
  { to: '/student/mycourses', label: 'My Courses', icon: BookOpen },
  { to: '/student/profile', label: 'Profile', icon: UserRound },
];

export function StudentLayout() {
  return <AreaLayout area="Student" nav={STUDENT_NAV} brandTo="/student/dashboard" />;
}

export const StudentDashboardPage = () => <SimplePage title="Student Dashboard" />;
export const StudentCoursesPage = () => <CataloguePage variant="student" />;
export const StudentCourseDetailPage = () => <CourseDetailPage area="student" />;
export const StudentCoursePlayerPage = () => <SimplePage title="Course Player" />;
export const StudentMyCoursesPage = () => <SimplePage title="My Learning Journey" />;
export const StudentProfilePage = () => <SimplePage title="My Profile" />;
export const StudentEnrolledCoursePage = () => <SimplePage title="Enrolled Course" />;
export const StudentPaymentReturnPage = () => <SimplePage title="Payment Status" />;
