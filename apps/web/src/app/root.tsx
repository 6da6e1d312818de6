import { Home, RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useNavigation, useRouteError } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { paths } from '@/config/paths';

/** Thin top bar while a lazy route chunk loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[80] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

export function Root() {
  // Start loading the authentication state as soon as the app starts.
  useAuth();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown when a route fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <Logo />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      {detail ? <p className="max-w-md text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden /> Reload
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.landing}>
            <Home aria-hidden /> Home
          </Link>
        </Button>
      </div>
    </main>
  );
}
