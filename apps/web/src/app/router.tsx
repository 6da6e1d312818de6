/**
 * The whole route tree of spec section 2. Areas are lazy chunks; paths are case-sensitive as
 * written (/Admin with a capital A).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { FirstScreen } from '@cms/contract';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths, routePattern } from '@/config/paths';
import { RouteGuard } from './route-guard';
import { Root, RouteError } from './root';

type Loader<M> = () => Promise<M>;

/** A pattern whose last segment (`:id`) may be left out. */
const optionalId = (pattern: string) => `${pattern}?`;

/** A lazy route whose Component is `pick(module)`. */
function lazyPage<M>(load: Loader<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The pages of the contract's FIRST_SCREENS (the build preloads their chunks; it checks these load them). */
const firstScreenPages = {
  landing: () => import('@/features/landing/pages/landing-page'),
  signIn: () => import('@/features/auth/pages/sign-in-page'),
} satisfies Record<FirstScreen, Loader<unknown>>;
const { landing, signIn } = firstScreenPages;
const signUp = () => import('@/features/auth/pages/sign-up-page');
const forgotPassword = () => import('@/features/auth/pages/forgot-password-page');
const resetPassword = () => import('@/features/auth/pages/reset-password-page');
const verify = () => import('@/features/profiles/pages/verify-page');
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
          {
            path: paths.admin.root,
            lazy: lazyPage(admin, (m) => m.AdminLayout),
            children: [
              { index: true, element: <Navigate to={paths.admin.courses} replace /> },
              { path: paths.admin.courses, lazy: lazyPage(admin, (m) => m.AdminCoursesPage) },
              { path: routePattern(paths.admin.pay), lazy: lazyPage(admin, (m) => m.AdminPayPage) },
              { path: paths.admin.instructors, lazy: lazyPage(admin, (m) => m.AdminInstructorsPage) },
              { path: routePattern(paths.admin.instructor), lazy: lazyPage(admin, (m) => m.AdminInstructorDetailPage) },
              { path: paths.admin.users, lazy: lazyPage(admin, (m) => m.AdminUsersPage) },
              { path: paths.admin.orders, lazy: lazyPage(admin, (m) => m.AdminOrdersPage) },
              { path: paths.admin.withdrawals, lazy: lazyPage(admin, (m) => m.AdminWithdrawalsPage) },
              { path: paths.admin.leads, lazy: lazyPage(admin, (m) => m.AdminLeadsPage) },
              { path: paths.admin.audit, lazy: lazyPage(admin, (m) => m.AdminAuditPage) },
              { path: paths.admin.outbox, lazy: lazyPage(admin, (m) => m.AdminOutboxPage) },
              { path: routePattern(paths.admin.course), lazy: lazyPage(admin, (m) => m.AdminCourseDetailPage) },
              { path: routePattern(paths.admin.coursePlayer), lazy: lazyPage(admin, (m) => m.AdminCoursePlayerPage) },
            ],
          },
          {
            path: paths.student.root,
            lazy: lazyPage(student, (m) => m.StudentLayout),
            children: [
              { index: true, element: <Navigate to={paths.student.dashboard} replace /> },
              { path: paths.student.dashboard, lazy: lazyPage(student, (m) => m.StudentDashboardPage) },
              { path: paths.student.courses, lazy: lazyPage(student, (m) => m.StudentCoursesPage) },
              { path: routePattern(paths.student.course), lazy: lazyPage(student, (m) => m.StudentCourseDetailPage) },
              { path: routePattern(paths.student.learn), lazy: lazyPage(student, (m) => m.StudentCoursePlayerPage) },
              { path: paths.student.myCourses, lazy: lazyPage(student, (m) => m.StudentMyCoursesPage) },
              { path: paths.student.profile, lazy: lazyPage(student, (m) => m.StudentProfilePage) },
              { path: paths.student.enrolledCourses, lazy: lazyPage(student, (m) => m.StudentEnrolledCoursePage) },
              { path: paths.student.paymentReturn, lazy: lazyPage(student, (m) => m.StudentPaymentReturnPage) },
              // Messages, and one conversation: one route, so the list stays mounted while threads change.
              {
                path: optionalId(routePattern(paths.student.conversation)),
                lazy: lazyPage(student, (m) => m.StudentMessagesPage),
              },
            ],
          },
          {
            path: paths.lead.root,
            lazy: lazyPage(lead, (m) => m.LeadLayout),
            children: [
              { index: true, element: <Navigate to={paths.lead.dashboard} replace /> },
              { path: paths.lead.dashboard, lazy: lazyPage(lead, (m) => m.LeadDashboardPage) },
              { path: paths.lead.courses, lazy: lazyPage(lead, (m) => m.LeadCoursesPage) },
              { path: paths.lead.profile, lazy: lazyPage(lead, (m) => m.LeadProfilePage) },
              { path: paths.lead.myCourses, lazy: lazyPage(lead, (m) => m.LeadMyCoursesPage) },
              { path: paths.lead.members, lazy: lazyPage(lead, (m) => m.LeadMembersPage) },
              { path: routePattern(paths.lead.course), lazy: lazyPage(lead, (m) => m.LeadCourseDetailPage) },
              { path: paths.lead.paymentReturn, lazy: lazyPage(lead, (m) => m.LeadPaymentReturnPage) },
              { path: routePattern(paths.lead.learn), lazy: lazyPage(lead, (m) => m.LeadCoursePlayerPage) },
              // Messages, and one conversation: one route, so the list stays mounted while threads change.
              {
                path: optionalId(routePattern(paths.lead.conversation)),
                lazy: lazyPage(lead, (m) => m.LeadMessagesPage),
              },
            ],
          },
          {
            path: paths.instructor.root,
            lazy: lazyPage(instructor, (m) => m.InstructorLayout),
            children: [
              { index: true, element: <Navigate to={paths.instructor.dashboard} replace /> },
              { path: paths.instructor.dashboard, lazy: lazyPage(instructor, (m) => m.InstructorDashboardPage) },
              { path: paths.instructor.courses, lazy: lazyPage(instructor, (m) => m.InstructorCoursesPage) },
              { path: paths.instructor.profile, lazy: lazyPage(instructor, (m) => m.InstructorProfilePage) },
              { path: paths.instructor.newCourse, lazy: lazyPage(instructor, (m) => m.InstructorNewCoursePage) },
              { path: paths.instructor.earnings, lazy: lazyPage(instructor, (m) => m.InstructorEarningsPage) },
              { path: paths.instructor.withdrawals, lazy: lazyPage(instructor, (m) => m.InstructorWithdrawalsPage) },
              {
                path: routePattern(paths.instructor.course),
                lazy: lazyPage(instructor, (m) => m.InstructorCourseDetailPage),
              },
              {
                path: routePattern(paths.instructor.coursePlayer),
                lazy: lazyPage(instructor, (m) => m.InstructorCoursePlayerPage),
              },
              {
                path: paths.instructor.profileUpdate,
                lazy: lazyPage(instructor, (m) => m.InstructorProfileUpdatePage),
              },
            ],
          },
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
