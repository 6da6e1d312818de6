/**
 * The whole route tree of spec section 2. Areas are lazy chunks; paths are case-sensitive as
 * written (/Admin with a capital A).
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { FirstScreen } from '@cms/contract';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RouteGuard } from './route-guard';
import { Root, RouteError } from './root';

type Loader<M> = () => Promise<M>;

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
    path: '/',
    Component: Root,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, lazy: lazyPage(landing, (m) => m.LandingPage) },
      {
        Component: RouteGuard,
        children: [
          {
            path: 'auth',
            children: [
              { index: true, element: <Navigate to="/auth/signin" replace /> },
              // The landing page for visitors (spec route tree: /auth home).
              { path: 'home', lazy: lazyPage(landing, (m) => m.LandingPage) },
              { path: 'signin', lazy: lazyPage(signIn, (m) => m.SignInPage) },
              { path: 'signup', lazy: lazyPage(signUp, (m) => m.SignUpPage) },
              { path: 'forgot-password', lazy: lazyPage(forgotPassword, (m) => m.ForgotPasswordPage) },
              { path: 'reset-password', lazy: lazyPage(resetPassword, (m) => m.ResetPasswordPage) },
            ],
          },
          { path: 'check/verify', lazy: lazyPage(verify, (m) => m.VerifyPage) },
          {
            path: 'Admin',
            lazy: lazyPage(admin, (m) => m.AdminLayout),
            children: [
              { index: true, element: <Navigate to="/Admin/courses" replace /> },
              { path: 'courses', lazy: lazyPage(admin, (m) => m.AdminCoursesPage) },
              { path: 'pay/:id', lazy: lazyPage(admin, (m) => m.AdminPayPage) },
              { path: 'courseProviders', lazy: lazyPage(admin, (m) => m.AdminInstructorsPage) },
              { path: 'courseProviders/:id', lazy: lazyPage(admin, (m) => m.AdminInstructorDetailPage) },
              { path: 'users', lazy: lazyPage(admin, (m) => m.AdminUsersPage) },
              { path: 'orders', lazy: lazyPage(admin, (m) => m.AdminOrdersPage) },
              { path: 'withdrawals', lazy: lazyPage(admin, (m) => m.AdminWithdrawalsPage) },
              { path: 'leads', lazy: lazyPage(admin, (m) => m.AdminLeadsPage) },
              { path: 'audit', lazy: lazyPage(admin, (m) => m.AdminAuditPage) },
              { path: 'outbox', lazy: lazyPage(admin, (m) => m.AdminOutboxPage) },
              { path: 'courses/:id', lazy: lazyPage(admin, (m) => m.AdminCourseDetailPage) },
              { path: 'courses/coureview/:id', lazy: lazyPage(admin, (m) => m.AdminCoursePlayerPage) },
            ],
          },
          {
            path: 'student',
            lazy: lazyPage(student, (m) => m.StudentLayout),
            children: [
              { index: true, element: <Navigate to="/student/dashboard" replace /> },
              { path: 'dashboard', lazy: lazyPage(student, (m) => m.StudentDashboardPage) },
              { path: 'courses', lazy: lazyPage(student, (m) => m.StudentCoursesPage) },
              { path: 'courses/:id', lazy: lazyPage(student, (m) => m.StudentCourseDetailPage) },
              { path: 'mycourses/view-page/:id', lazy: lazyPage(student, (m) => m.StudentCoursePlayerPage) },
              { path: 'mycourses', lazy: lazyPage(student, (m) => m.StudentMyCoursesPage) },
              { path: 'profile', lazy: lazyPage(student, (m) => m.StudentProfilePage) },
              { path: 'enrollcourseview', lazy: lazyPage(student, (m) => m.StudentEnrolledCoursePage) },
              { path: 'payment-return', lazy: lazyPage(student, (m) => m.StudentPaymentReturnPage) },
              // Messages, and one conversation: one route, so the list stays mounted while threads change.
              { path: 'messages/:id?', lazy: lazyPage(student, (m) => m.StudentMessagesPage) },
            ],
          },
          {
            path: 'lead',
            lazy: lazyPage(lead, (m) => m.LeadLayout),
            children: [
              { index: true, element: <Navigate to="/lead/dashboard" replace /> },
              { path: 'dashboard', lazy: lazyPage(lead, (m) => m.LeadDashboardPage) },
              { path: 'courses', lazy: lazyPage(lead, (m) => m.LeadCoursesPage) },
              { path: 'profile', lazy: lazyPage(lead, (m) => m.LeadProfilePage) },
              { path: 'mycourses', lazy: lazyPage(lead, (m) => m.LeadMyCoursesPage) },
              { path: 'members', lazy: lazyPage(lead, (m) => m.LeadMembersPage) },
              { path: 'courses/:id', lazy: lazyPage(lead, (m) => m.LeadCourseDetailPage) },
              { path: 'payment-return', lazy: lazyPage(lead, (m) => m.LeadPaymentReturnPage) },
              { path: 'mycourses/view-page/:id', lazy: lazyPage(lead, (m) => m.LeadCoursePlayerPage) },
              // Messages, and one conversation: one route, so the list stays mounted while threads change.
              { path: 'messages/:id?', lazy: lazyPage(lead, (m) => m.LeadMessagesPage) },
            ],
          },
          {
            path: 'instructor',
            lazy: lazyPage(instructor, (m) => m.InstructorLayout),
            children: [
              { index: true, element: <Navigate to="/instructor/dashboard" replace /> },
              { path: 'dashboard', lazy: lazyPage(instructor, (m) => m.InstructorDashboardPage) },
              { path: 'courses', lazy: lazyPage(instructor, (m) => m.InstructorCoursesPage) },
              { path: 'profile', lazy: lazyPage(instructor, (m) => m.InstructorProfilePage) },
              { path: 'new', lazy: lazyPage(instructor, (m) => m.InstructorNewCoursePage) },
              { path: 'earnings', lazy: lazyPage(instructor, (m) => m.InstructorEarningsPage) },
              { path: 'withdrawals', lazy: lazyPage(instructor, (m) => m.InstructorWithdrawalsPage) },
              { path: 'courses/view/:id', lazy: lazyPage(instructor, (m) => m.InstructorCourseDetailPage) },
              { path: 'courses/coureview/:id', lazy: lazyPage(instructor, (m) => m.InstructorCoursePlayerPage) },
              { path: 'profile/update', lazy: lazyPage(instructor, (m) => m.InstructorProfileUpdatePage) },
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
