/** What the student and the lead areas share: their sidebar's learner links and their learner pages, by area. */
import { REFUND_MSG } from '@cms/contract';
import { BookOpen, Compass, LayoutDashboard, MessagesSquare, ReceiptText, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import type { NavItem } from '@/app/areas/area-layout';
import { learnerPaths, type LearnerArea } from '@/config/paths';
import { CataloguePage, CourseDetailPage } from '@/features/courses';
import { LearningPage, MyCoursesPage } from '@/features/learning';
import { MessagesPage, UnreadMessagesBadge } from '@/features/messages';
import { PaymentReturnPage } from '@/features/orders';
import { PurchasesPage } from '@/features/purchases';
import { UnreadRepliesBadge } from '@/features/questions';

/** The area's sidebar: Home, Explore Courses, My Courses, the area's own links, Purchases, Messages and Profile. */
export function learnerNav(area: LearnerArea, own: readonly NavItem[] = []): NavItem[] {
  const paths = learnerPaths(area);
  return [
    { to: paths.dashboard, label: 'Home', icon: LayoutDashboard },
    { to: paths.courses, label: 'Explore Courses', icon: Compass },
    { to: paths.myCourses, label: 'My Courses', icon: BookOpen, badge: UnreadRepliesBadge },
    ...own,
    { to: paths.purchases, label: REFUND_MSG.purchasesTitle, icon: ReceiptText },
    { to: paths.messages, label: 'Messages', icon: MessagesSquare, badge: UnreadMessagesBadge },
    { to: paths.profile, label: 'Profile', icon: UserRound },
  ];
}

/** The pages every learner area has: the area's own dashboard and profile page, and the shared pages for `area`. */
export function learnerPages(
  area: LearnerArea,
  { dashboard, profile }: { dashboard: ComponentType; profile: ComponentType },
) {
  return {
    DashboardPage: dashboard,
    CoursesPage: () => <CataloguePage variant={area} />,
    CourseDetailPage: () => <CourseDetailPage area={area} />,
    CoursePlayerPage: () => <LearningPage area={area} />,
    MyCoursesPage: () => <MyCoursesPage area={area} />,
    ProfilePage: profile,
    PaymentReturnPage: () => <PaymentReturnPage area={area} />,
    PurchasesPage: () => <PurchasesPage area={area} />,
    /** Messages: the list, and one conversation (messages/:id). */
    MessagesPage: () => <MessagesPage area={area} />,
  };
}

export type LearnerPages = ReturnType<typeof learnerPages>;
