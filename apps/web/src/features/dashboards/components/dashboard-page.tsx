import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { QueryErrorState } from '@/components/error-state';
import { WelcomeBanner } from '@/components/welcome-banner';
import { DashboardSkeleton } from './dashboard-skeleton';

/**
 * A dashboard: the banner with its badge (and `actions`), then while loading a skeleton with
 * `figureCount` figures (and `skeletonLists`), on failure the message (or `fallback`) with Try
 * Again, otherwise `children` with the data.
 */
export function DashboardPage<T>({
  badge,
  title,
  description,
  actions,
  query,
  figureCount,
  skeletonLists,
  fallback = 'Failed to load your dashboard',
  children,
}: {
  badge: string;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  query: UseQueryResult<T>;
  figureCount: 3 | 4;
  skeletonLists?: readonly ('actions' | 'courses' | 'cards')[];
  fallback?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <WelcomeBanner
        greeting={<Badge className="border-transparent bg-white/15 text-white">{badge}</Badge>}
        title={title}
        description={description}
        actions={actions}
      />
      {query.isPending ? (
        <DashboardSkeleton label="Loading your dashboard" cards={figureCount} lists={skeletonLists} />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback={fallback} />
      ) : (
        <div className="space-y-10">{children(query.data)}</div>
      )}
    </>
  );
}
