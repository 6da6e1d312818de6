import { ArrowDownToLine, BookOpen, LayoutDashboard, UserRound, Wallet } from 'lucide-react';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { SimplePage } from '@/components/simple-page';

export const INSTRUCTOR_NAV: readonly NavItem[] = [
  { to: '/instructor/dashboard', label: 'Home', icon: LayoutDashboard },
  { to: '/instructor/courses', label: 'All Courses', icon: BookOpen },
  { to: '/instructor/earnings', label: 'Earnings', icon: Wallet },
  { to: '/instructor/withdrawals', label: 'Withdrawals', icon: ArrowDownToLine },
  { to: '/instructor/profile', label: 'Profile', icon: UserRound },
];

export function InstructorLayout() {
  return <AreaLayout area="Instructor" nav={INSTRUCTOR_NAV} brandTo="/instructor/dashboard" />;
}

export const InstructorDashboardPage = () => <SimplePage title="Instructor Portal" badge="Instructor Dashboard" />;
export { InstructorCoursesPage } from '@/features/courses/pages/instructor-courses-page';
export const InstructorProfilePage = () => <SimplePage title="Instructor Profile" />;
export { InstructorNewCoursePage } from '@/features/courses/pages/new-course-page';
export const InstructorEarningsPage = () => <SimplePage title="Earnings Dashboard" />;
export const InstructorWithdrawalsPage = () => <SimplePage title="Withdrawals" />;
export {
  InstructorCourseDetailPage,
  InstructorCoursePlayerPage,
} from '@/features/courses/pages/instructor-course-pages';
export const InstructorProfileUpdatePage = () => <SimplePage title="Update Profile" />;
