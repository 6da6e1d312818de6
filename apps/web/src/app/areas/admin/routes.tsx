import { CERTIFICATE_MSG, COUPON_MSG, INVOICE_MSG, REFUND_MSG, ROLE_REQUEST_MSG } from '@cms/contract';
import {
  ArrowDownToLine,
  Award,
  BookOpen,
  Crown,
  GraduationCap,
  Landmark,
  Mail,
  Receipt,
  ScrollText,
  TicketPercent,
  Undo2,
  UserCheck,
  UsersRound,
} from 'lucide-react';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { paths } from '@/config/paths';
import { AdminCourseDetailPage, AdminCoursePlayerPage, CataloguePage } from '@/features/courses';
import { InstructorDetailPage, InstructorsPage } from '@/features/instructors';
import { CouponsPage } from '@/features/coupons';
import { PayPage } from '@/features/payouts';
import { LeadsPage, UsersPage } from '@/features/people';
import { PendingApprovalsBadge } from '@/features/role-requests';

export const ADMIN_NAV: readonly NavItem[] = [
  { to: paths.admin.courses, label: 'All Courses', icon: BookOpen },
  { to: paths.admin.instructors, label: 'Instructors', icon: GraduationCap },
  { to: paths.admin.orders, label: 'Orders', icon: Receipt },
  { to: paths.admin.withdrawals, label: 'Withdrawals', icon: ArrowDownToLine },
  { to: paths.admin.refunds, label: REFUND_MSG.refundsTitle, icon: Undo2 },
  { to: paths.admin.coupons, label: COUPON_MSG.navLabel, icon: TicketPercent },
  { to: paths.admin.leads, label: 'Leads', icon: Crown },
  { to: paths.admin.users, label: 'Users', icon: UsersRound },
  { to: paths.admin.approvals, label: ROLE_REQUEST_MSG.navLabel, icon: UserCheck, badge: PendingApprovalsBadge },
  { to: paths.admin.certificates, label: CERTIFICATE_MSG.navLabel, icon: Award },
  { to: paths.admin.audit, label: 'Audit Log', icon: ScrollText },
  { to: paths.admin.outbox, label: 'Outbox', icon: Mail },
  { to: paths.admin.settings, label: INVOICE_MSG.settingsTitle, icon: Landmark },
];

export function AdminLayout() {
  return <AreaLayout area="Admin" nav={ADMIN_NAV} brandTo={paths.admin.home} />;
}

export const AdminCoursesPage = () => <CataloguePage variant="admin" />;
export const AdminPayPage = PayPage;
export const AdminInstructorsPage = InstructorsPage;
export const AdminInstructorDetailPage = InstructorDetailPage;
export const AdminUsersPage = UsersPage;
export const AdminLeadsPage = LeadsPage;
export { AdminCourseDetailPage, AdminCoursePlayerPage };
export { AdminOrdersPage } from '@/features/orders';
export { AdminWithdrawalsPage } from '@/features/withdrawals';
export { AdminRefundsPage } from '@/features/refunds';
export { AuditPage as AdminAuditPage } from '@/features/audit';
export { OutboxPage as AdminOutboxPage } from '@/features/outbox';
export { ApprovalsPage as AdminApprovalsPage } from '@/features/role-requests';
export { AdminCertificatesPage } from '@/features/certificates';
export { SellerSettingsPage as AdminSellerSettingsPage } from '@/features/invoices';
export { AdminCourseInsightsPage } from '@/features/insights';
export const AdminCouponsPage = () => <CouponsPage side="admin" />;
