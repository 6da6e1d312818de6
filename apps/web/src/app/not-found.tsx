import { MSG } from '@cms/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PublicFrame } from '@/components/public-frame';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <PublicFrame className="relative flex flex-1 flex-col items-center justify-center overflow-hidden px-6 py-16 text-center">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-0 bg-[radial-gradient(ellipse_at_center,rgba(99,102,241,0.12),transparent_60%)]"
      />
      <p className="relative bg-gradient-to-br from-indigo-600 to-violet-600 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl dark:from-indigo-300 dark:to-violet-300">
        404
      </p>
      <h1 className="relative mt-4 text-2xl font-bold tracking-[0.2em] sm:text-3xl">{MSG.notFound}</h1>
      <p className="relative mt-3 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <Button asChild size="lg" className="relative mt-8">
        <Link to={paths.landing}>
          <ArrowLeft aria-hidden /> Back to home
        </Link>
      </Button>
    </PublicFrame>
  );
}
