import { ArrowDownToLine, BookOpen, Crown, GraduationCap, Receipt, UsersRound } from 'lucide-react';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { SimplePage } from '@/components/simple-page';
import { paths } from '@/config/paths';
import { AdminCourseDetailPage, AdminCoursePlayerPage, CataloguePage } from '@/features/courses';

export const ADMIN_NAV: readonly NavItem[] = [
  { to: paths.admin.courses, label: 'All Courses', icon: BookOpen },
  { to: paths.admin.instructors, label: 'Instructors', icon: GraduationCap },
  { to: paths.admin.orders, label: 'Orders', icon: Receipt },
  { to: paths.admin.withdrawals, label: 'Withdrawals', icon: ArrowDownToLine },
  { to: paths.admin.leads, label: 'Leads', icon: Crown },
  { to: paths.admin.users, label: 'Users', icon: UsersRound },
];

export function AdminLayout() {
  return <AreaLayout area="Admin" nav={ADMIN_NAV} brandTo={paths.admin.home} />;
}

export const AdminCoursesPage = () => <CataloguePage variant="admin" />;
export const AdminPayPage = () => <SimplePage title="Process Payment" />;
export const AdminInstructorsPage = () => <SimplePage title="Instructors" />;
export const AdminInstructorDetailPage = () => <SimplePage title="Instructor Details" />;
export const AdminUsersPage = () => <SimplePage title="Users" />;
export const AdminOrdersPage = () => <SimplePage title="Orders" />;
export const AdminWithdrawalsPage = () => <SimplePage title="Withdrawals" />;
export const AdminLeadsPage = () => <SimplePage title="Leads" />;
export { AdminCourseDetailPage, AdminCoursePlayerPage };
