import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { guardRedirect } from './guard';

/**
 * Wraps the guarded parts of the route tree (spec section 6).
 * `anonymousPasses`: unauthenticated visitors see the page as is (used for the not-found page,
 * which everyone may see; signed-in users still get the Empty and other-area rules).
 */
export function RouteGuard({ anonymousPasses = false }: { anonymousPasses?: boolean }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  if (auth.isLoading) return <FullPageSpinner label="Checking your session" />;
  if (anonymousPasses && !auth.isAuthenticated) return <Outlet />;
  const to = guardRedirect(pathname, auth);
  if (to && to !== pathname) return <Navigate to={to} replace />;
  return <Outlet />;
}
