import { BookOpen, Compass, LayoutDashboard, MessagesSquare, UserRound } from 'lucide-react';
import { Navigate } from 'react-router';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { paths } from '@/config/paths';
import { CataloguePage, CourseDetailPage } from '@/features/courses';
import { StudentDashboard } from '@/features/dashboards';
import { LearningPage, MyCoursesPage } from '@/features/learning';
import { MessagesPage, UnreadMessagesBadge } from '@/features/messages';
import { PaymentReturnPage } from '@/features/orders';
import { StudentProfilePage } from '@/features/profiles';

export const STUDENT_NAV: readonly NavItem[] = [
  { to: paths.student.dashboard, label: 'Home', icon: LayoutDashboard },
  { to: paths.student.courses, label: 'Explore Courses', icon: Compass },
  { to: paths.student.myCourses, label: 'My Courses', icon: BookOpen },
  { to: paths.student.messages, label: 'Messages', icon: MessagesSquare, badge: UnreadMessagesBadge },
  { to: paths.student.profile, label: 'Profile', icon: UserRound },
];

export function StudentLayout() {
  return <AreaLayout area="Student" nav={STUDENT_NAV} brandTo={paths.student.dashboard} />;
}

export const StudentDashboardPage = () => <StudentDashboard />;
export const StudentCoursesPage = () => <CataloguePage variant="student" />;
export const StudentCourseDetailPage = () => <CourseDetailPage area="student" />;
export const StudentCoursePlayerPage = () => <LearningPage area="student" />;
export const StudentMyCoursesPage = () => <MyCoursesPage area="student" />;
export { StudentProfilePage };
/** The spec's enrollcourseview route: the enrolled courses are My courses. */
export const StudentEnrolledCoursePage = () => <Navigate to={paths.student.myCourses} replace />;
export const StudentPaymentReturnPage = () => <PaymentReturnPage area="student" />;
/** Messages: the list, and one conversation (messages/:id). */
export const StudentMessagesPage = () => <MessagesPage area="student" />;
