import {
  ArrowDownToLine,
  BookOpen,
  LayoutDashboard,
  MessageCircleQuestion,
  TicketPercent,
  UserRound,
  Wallet,
} from 'lucide-react';
import { COUPON_MSG } from '@cms/contract';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { paths } from '@/config/paths';
import {
  InstructorCourseDetailPage,
  InstructorCoursePlayerPage,
  InstructorCoursesPage,
  InstructorNewCoursePage,
} from '@/features/courses';
import { CouponsPage } from '@/features/coupons';
import { InstructorDashboard } from '@/features/dashboards';
import { EarningsPage } from '@/features/earnings';
import { WithdrawalsPage } from '@/features/withdrawals';
import { InstructorQuestionsPage, NewQuestionsBadge } from '@/features/questions';
import { InstructorProfilePage, InstructorProfileUpdatePage } from '@/features/profiles';

export const INSTRUCTOR_NAV: readonly NavItem[] = [
  { to: paths.instructor.dashboard, label: 'Home', icon: LayoutDashboard },
  { to: paths.instructor.courses, label: 'All Courses', icon: BookOpen },
  { to: paths.instructor.earnings, label: 'Earnings', icon: Wallet },
  { to: paths.instructor.withdrawals, label: 'Withdrawals', icon: ArrowDownToLine },
  { to: paths.instructor.coupons, label: COUPON_MSG.navLabel, icon: TicketPercent },
  { to: paths.instructor.questions, label: 'Questions', icon: MessageCircleQuestion, badge: NewQuestionsBadge },
  { to: paths.instructor.profile, label: 'Profile', icon: UserRound },
];

export function InstructorLayout() {
  return <AreaLayout area="Instructor" nav={INSTRUCTOR_NAV} brandTo={paths.instructor.dashboard} />;
}

export const InstructorDashboardPage = InstructorDashboard;
export { InstructorProfilePage, InstructorProfileUpdatePage };
export const InstructorEarningsPage = EarningsPage;
export const InstructorWithdrawalsPage = WithdrawalsPage;
export { InstructorQuestionsPage };
export { InstructorCourseDetailPage, InstructorCoursePlayerPage, InstructorCoursesPage, InstructorNewCoursePage };
export { InstructorCourseInsightsPage } from '@/features/insights';
export const InstructorCouponsPage = () => <CouponsPage side="instructor" />;
