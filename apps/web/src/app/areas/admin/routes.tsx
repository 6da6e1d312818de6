import { ArrowDownToLine, BookOpen, Crown, GraduationCap, Receipt, UsersRound } from 'lucide-react';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { SimplePage } from '@/components/simple-page';
import { CataloguePage } from '@/features/courses/pages/catalogue-page';

export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/Admin/courses', label: 'All Courses', icon: BookOpen },
  { to: '/Admin/courseProviders', label: 'Instructors', icon: GraduationCap },
  { to: '/Admin/orders', label: 'Orders', icon: Receipt },
  { to: '/Admin/withdrawals', label: 'Withdrawals', icon: ArrowDownToLine },
  { to: '/Admin/leads', label: 'Leads', icon: Crown },
  { to: '/Admin/users', label: 'Users', icon: UsersRound },
];

export function AdminLayout() {
  return <AreaLayout area="Admin" nav={ADMIN_NAV} brandTo="/Admin/courses" />;
}

export const AdminCoursesPage = () => <CataloguePage variant="admin" />;
export const AdminPayPage = () => <SimplePage title="Process Payment" />;
export const AdminInstructorsPage = () => <SimplePage title="Instructors" />;
export const AdminInstructorDetailPage = () => <SimplePage title="Instructor Details" />;
export const AdminUsersPage = () => <SimplePage title="Users" />;
export const AdminOrdersPage = () => <SimplePage title="Orders" />;
export const AdminWithdrawalsPage = () => <SimplePage title="Withdrawals" />;
export const AdminLeadsPage = () => <SimplePage title="Leads" />;
export { AdminCourseDetailPage, AdminCoursePlayerPage } from '@/features/courses/pages/admin-course-pages';
