/**
 * The whole route tree of spec section 2. Areas are lazy chunks; paths are case-sensitive as
 * written (/Admin with a capital A).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { FirstScreen } from '@cms/contract';
import { FullPageSpinner } from '@/components/ui/spinner';
import { learnerPaths, paths, routePattern, type LearnerArea } from '@/config/paths';
import type { LearnerPages } from './areas/learner-area';
import { RouteGuard } from './route-guard';
import { Root, RouteError } from './root';

type Loader<M> = () => Promise<M>;

/** A pattern whose last segment (`:id`) may be left out. */
const optionalId = (pattern: string) => `${pattern}?`;

/** A lazy route whose Component is `pick(module)`. */
function lazyPage<M>(load: Loader<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A page of an area: its path and which of the area module's exports it is. */
type AreaPage<M> = readonly [path: string, pick: (m: M) => ComponentType];

/** An area: its layout at `root` (where `root` itself goes to `home`), then its lazy pages from the one chunk. */
function areaRoute<M>(
  load: Loader<M>,
  { root, home, layout }: { root: string; home: string; layout: (m: M) => ComponentType },
  pages: readonly AreaPage<M>[],
): RouteObject {
  return {
    path: root,
    lazy: lazyPage(load, layout),
    children: [
      { index: true, element: <Navigate to={home} replace /> },
      ...pages.map(([path, pick]) => ({ path, lazy: lazyPage(load, pick) })),
    ],
  };
}

/** The pages every learner area has (its module's `learner` pages), where the area's paths put them. */
function learnerRoutes<M extends { learner: LearnerPages }>(area: LearnerArea): AreaPage<M>[] {
  const p = learnerPaths(area);
  return [
    [p.dashboard, (m) => m.learner.DashboardPage],
    [p.courses, (m) => m.learner.CoursesPage],
    [routePattern(p.course), (m) => m.learner.CourseDetailPage],
    [routePattern(p.learn), (m) => m.learner.CoursePlayerPage],
    [p.myCourses, (m) => m.learner.MyCoursesPage],
    [p.profile, (m) => m.learner.ProfilePage],
    [p.paymentReturn, (m) => m.learner.PaymentReturnPage],
    [p.purchases, (m) => m.learner.PurchasesPage],
    // Messages, and one conversation: one route, so the list stays mounted while threads change.
    [optionalId(routePattern(p.conversation)), (m) => m.learner.MessagesPage],
  ];
}

/** The pages of the contract's FIRST_SCREENS (the build preloads their chunks; it checks these load them). */
const firstScreenPages = {
  landing: () => import('@/features/landing/pages/landing-page'),
  signIn: () => import('@/features/auth/pages/sign-in-page'),
  signUp: () => import('@/features/auth/pages/sign-up-page'),
} satisfies Record<FirstScreen, Loader<unknown>>;
const { landing, signIn, signUp } = firstScreenPages;
const forgotPassword = () => import('@/features/auth/pages/forgot-password-page');
const resetPassword = () => import('@/features/auth/pages/reset-password-page');
const verify = () => import('@/features/profiles/pages/verify-page');
const certificate = () => import('@/features/certificates/pages/verify-page');
const instructorPage = () => import('@/features/instructors/pages/instructor-public-page');
const razorpayCheckout = () => import('@/features/orders/pages/razorpay-checkout-page');
const student = () => import('./areas/student/routes');
const lead = () => import('./areas/lead/routes');
const instructor = () => import('./areas/instructor/routes');
const admin = () => import('./areas/admin/routes');
const notFound = () => import('./not-found');

const routeTree: RouteObject[] = [
  {
    path: paths.landing,
    Component: Root,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, lazy: lazyPage(landing, (m) => m.LandingPage) },
      // A certificate's public page: anyone, signed in or not, whatever the role (no guard).
      {
        path: routePattern(paths.verifyCertificate),
        lazy: lazyPage(certificate, (m) => m.CertificateVerifyPage),
      },
      // An instructor's public page: anyone, signed in or not (no guard); its course cards open in the viewer's area.
      {
        path: routePattern(paths.instructorPage),
        lazy: lazyPage(instructorPage, (m) => m.InstructorPublicPage),
      },
      {
        Component: RouteGuard,
        children: [
          {
            path: paths.auth.root,
            children: [
              { index: true, element: <Navigate to={paths.auth.signIn} replace /> },
              // The landing page for visitors (spec route tree: /auth home).
              { path: paths.auth.home, lazy: lazyPage(landing, (m) => m.LandingPage) },
              { path: paths.auth.signIn, lazy: lazyPage(signIn, (m) => m.SignInPage) },
              { path: paths.auth.signUp, lazy: lazyPage(signUp, (m) => m.SignUpPage) },
              { path: paths.auth.forgotPassword, lazy: lazyPage(forgotPassword, (m) => m.ForgotPasswordPage) },
              { path: paths.auth.resetPassword, lazy: lazyPage(resetPassword, (m) => m.ResetPasswordPage) },
            ],
          },
          { path: paths.auth.verify, lazy: lazyPage(verify, (m) => m.VerifyPage) },
          // Razorpay's checkout step: the signed-in buyer, outside the areas' layouts (Checkout opens over it).
          {
            path: routePattern(paths.razorpayCheckout),
            lazy: lazyPage(razorpayCheckout, (m) => m.RazorpayCheckoutPage),
          },
          areaRoute(admin, { root: paths.admin.root, home: paths.admin.courses, layout: (m) => m.AdminLayout }, [
            [paths.admin.courses, (m) => m.AdminCoursesPage],
            [routePattern(paths.admin.pay), (m) => m.AdminPayPage],
            [paths.admin.instructors, (m) => m.AdminInstructorsPage],
            [routePattern(paths.admin.instructor), (m) => m.AdminInstructorDetailPage],
            [paths.admin.users, (m) => m.AdminUsersPage],
            [paths.admin.orders, (m) => m.AdminOrdersPage],
            [paths.admin.withdrawals, (m) => m.AdminWithdrawalsPage],
            [paths.admin.refunds, (m) => m.AdminRefundsPage],
            [paths.admin.leads, (m) => m.AdminLeadsPage],
            [paths.admin.audit, (m) => m.AdminAuditPage],
            [paths.admin.outbox, (m) => m.AdminOutboxPage],
            [paths.admin.approvals, (m) => m.AdminApprovalsPage],
            [paths.admin.certificates, (m) => m.AdminCertificatesPage],
            [paths.admin.coupons, (m) => m.AdminCouponsPage],
            [paths.admin.settings, (m) => m.AdminSellerSettingsPage],
            [routePattern(paths.admin.courseInsights), (m) => m.AdminCourseInsightsPage],
            [routePattern(paths.admin.course), (m) => m.AdminCourseDetailPage],
            [routePattern(paths.admin.coursePlayer), (m) => m.AdminCoursePlayerPage],
          ]),
          areaRoute(
            student,
            { root: paths.student.root, home: paths.student.dashboard, layout: (m) => m.StudentLayout },
            [...learnerRoutes('student'), [paths.student.enrolledCourses, (m) => m.StudentEnrolledCoursePage]],
          ),
          areaRoute(lead, { root: paths.lead.root, home: paths.lead.dashboard, layout: (m) => m.LeadLayout }, [
            ...learnerRoutes('lead'),
            [paths.lead.members, (m) => m.LeadMembersPage],
          ]),
          areaRoute(
            instructor,
            { root: paths.instructor.root, home: paths.instructor.dashboard, layout: (m) => m.InstructorLayout },
            [
              [paths.instructor.dashboard, (m) => m.InstructorDashboardPage],
              [paths.instructor.courses, (m) => m.InstructorCoursesPage],
              [paths.instructor.profile, (m) => m.InstructorProfilePage],
              [paths.instructor.newCourse, (m) => m.InstructorNewCoursePage],
              [paths.instructor.earnings, (m) => m.InstructorEarningsPage],
              [paths.instructor.withdrawals, (m) => m.InstructorWithdrawalsPage],
              [routePattern(paths.instructor.course), (m) => m.InstructorCourseDetailPage],
              [routePattern(paths.instructor.courseInsights), (m) => m.InstructorCourseInsightsPage],
              [routePattern(paths.instructor.coursePlayer), (m) => m.InstructorCoursePlayerPage],
              [paths.instructor.profileUpdate, (m) => m.InstructorProfileUpdatePage],
              [paths.instructor.questions, (m) => m.InstructorQuestionsPage],
              [paths.instructor.coupons, (m) => m.InstructorCouponsPage],
            ],
          ),
        ],
      },
      {
        // Everyone may see the not-found page; signed-in users still get the Empty/other-area rules.
        element: <RouteGuard anonymousPasses />,
        children: [{ path: '*', lazy: lazyPage(notFound, (m) => m.NotFoundPage) }],
      },
    ],
  },
];

/** Paths match case-sensitively, as written in the spec. */
function caseSensitive(list: RouteObject[]): RouteObject[] {
  return list.map((r) => {
    const withFlag = r.index ? r : { ...r, caseSensitive: true };
    return r.children ? ({ ...withFlag, children: caseSensitive(r.children) } as RouteObject) : withFlag;
  });
}

export const routes: RouteObject[] = caseSensitive(routeTree);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy modules of the routes `url` matches and puts them on the routes, so a router created
 * afterwards starts initialised and renders the page at once: what hydrating a page rendered on the
 * server needs (its first render must be the same tree, not the hydrate fallback).
 */
export async function resolveLazyRoutes(url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
