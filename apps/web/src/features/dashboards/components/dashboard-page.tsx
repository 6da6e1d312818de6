import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { QueryErrorState } from '@/components/error-state';
import { WelcomeBanner } from '@/components/welcome-banner';
import { DashboardSkeleton } from './dashboard-skeleton';

/**
 * A dashboard: the banner with its badge, then while loading a skeleton with `figureCount` figures,
 * on failure the message with Try Again, otherwise `children` with the data.
 */
export function DashboardPage<T>({
  badge,
  title,
  description,
  query,
  figureCount,
  children,
}: {
  badge: string;
  title: string;
  description: ReactNode;
  query: UseQueryResult<T>;
  figureCount: 3 | 4;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <WelcomeBanner
        greeting={<Badge className="border-transparent bg-white/15 text-white">{badge}</Badge>}
        title={title}
        description={description}
      />
      {query.isPending ? (
        <DashboardSkeleton label="Loading your dashboard" cards={figureCount} />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback="Failed to load your dashboard" />
      ) : (
        <div className="space-y-10">{children(query.data)}</div>
      )}
    </>
  );
}
