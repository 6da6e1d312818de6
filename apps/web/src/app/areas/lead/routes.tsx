import { BookOpen, Compass, LayoutDashboard, MessagesSquare, UserRound, Users } from 'lucide-react';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { paths } from '@/config/paths';
import { CataloguePage, CourseDetailPage } from '@/features/courses';
import { LeadDashboard } from '@/features/dashboards';
import { LearningPage, MyCoursesPage } from '@/features/learning';
import { MessagesPage, UnreadMessagesBadge } from '@/features/messages';
import { PaymentReturnPage } from '@/features/orders';
import { LeadProfilePage } from '@/features/profiles';
import { TeamMembersPage } from '@/features/teams';

export const LEAD_NAV: readonly NavItem[] = [
  { to: paths.lead.dashboard, label: 'Home', icon: LayoutDashboard },
  { to: paths.lead.courses, label: 'Explore Courses', icon: Compass },
  { to: paths.lead.myCourses, label: 'My Courses', icon: BookOpen },
  { to: paths.lead.members, label: 'Team Members', icon: Users },
  { to: paths.lead.messages, label: 'Messages', icon: MessagesSquare, badge: UnreadMessagesBadge },
  { to: paths.lead.profile, label: 'Profile', icon: UserRound },
];

/** Spec: the lead shell's brand link goes to the sign-in route (which sends a signed-in lead home). */
export function LeadLayout() {
  return <AreaLayout area="Lead" nav={LEAD_NAV} brandTo={paths.auth.signIn} />;
}

export const LeadDashboardPage = () => <LeadDashboard />;
export const LeadCoursesPage = () => <CataloguePage variant="lead" />;
export { LeadProfilePage };
export const LeadMyCoursesPage = () => <MyCoursesPage area="lead" />;
export const LeadMembersPage = () => <TeamMembersPage />;
/** Messages: the list, and one conversation (messages/:id). */
export const LeadMessagesPage = () => <MessagesPage area="lead" />;
export const LeadCourseDetailPage = () => <CourseDetailPage area="lead" />;
export const LeadPaymentReturnPage = () => <PaymentReturnPage area="lead" />;
export const LeadCoursePlayerPage = () => <LearningPage area="lead" />;
