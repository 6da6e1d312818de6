import { BookOpen, Compass, LayoutDashboard, UserRound, Users } from 'lucide-react';
import { AreaLayout, type NavItem } from '@/app/areas/area-layout';
import { SimplePage } from '@/components/simple-page';
import { CataloguePage } from '@/features/courses/pages/catalogue-page';
import { CourseDetailPage } from '@/features/courses/pages/course-detail-page';
import { LeadDashboard } from '@/features/dashboards/pages/lead-dashboard';
import { LearningPage } from '@/features/learning/pages/learning-page';
import { MyCoursesPage } from '@/features/learning/pages/my-courses-page';
import { PaymentReturnPage } from '@/features/orders/pages/payment-return-page';

export const LEAD_NAV: readonly NavItem[] = [
  { to: '/lead/dashboard', label: 'Home', icon: LayoutDashboard },
  { to: '/lead/courses', label: 'Explore Courses', icon: Compass },
  { to: '/lead/mycourses', label: 'My Courses', icon: BookOpen },
  { to: '/lead/members', label: 'Team Members', icon: Users },
  { to: '/lead/profile', label: 'Profile', icon: UserRound },
];

/** Spec: the lead shell's brand link goes to the sign-in route (which sends a signed-in lead home). */
export function LeadLayout() {
  return <AreaLayout area="Lead" nav={LEAD_NAV} brandTo="/auth/signin" />;
}

export const LeadDashboardPage = () => <LeadDashboard />;
export const LeadCoursesPage = () => <CataloguePage variant="lead" />;
export const LeadProfilePage = () => <SimplePage title="My Profile" />;
export const LeadMyCoursesPage = () => <MyCoursesPage area="lead" />;
export const LeadMembersPage = () => <SimplePage title="Your Team Members" />;
export const LeadCourseDetailPage = () => <CourseDetailPage area="lead" />;
export const LeadPaymentReturnPage = () => <PaymentReturnPage area="lead" />;
export const LeadCoursePlayerPage = () => <LearningPage area="lead" />;
