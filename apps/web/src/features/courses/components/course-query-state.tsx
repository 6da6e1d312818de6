import { COURSE_MSG, type CourseDetail } from '@cms/contract';
import { BookOpen } from 'lucide-react';
import { type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { QueryErrorState } from '@/components/error-state';

/** What a one-course page reads of its course query. */
export interface CourseQueryStatus {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A course query with its answer (the instructor's or the admin's course). */
export type CourseDetailQuery = CourseQueryStatus & { data: CourseDetail | undefined };

/** A one-course page while its course loads: the status region, the back link, then `children` (placeholders). */
export function CourseLoading({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div role="status" aria-label="Loading course">
      {back}
      {children}
    </div>
  );
}

/** Loading, 404 (Course not found) and failure (message + retry) of a one-course page. */
export function CourseQueryState({
  query,
  back,
  retryLabel = 'Retry',
}: {
  query: CourseQueryStatus;
  back: ReactNode;
  retryLabel?: string;
}) {
  if (query.isPending) {
    return (
      <CourseLoading back={back}>
        <Skeleton className="h-64 rounded-2xl" />
        <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-[86px] rounded-2xl" />
          ))}
        </div>
      </CourseLoading>
    );
  }
  return <CourseLoadFailure query={query} back={back} retryLabel={retryLabel} />;
}

/** A one-course page whose course did not load: Course not found (404), else the failure's message and a retry. */
export function CourseLoadFailure({
  query,
  back,
  retryLabel,
}: {
  query: Pick<CourseQueryStatus, 'error' | 'isFetching' | 'refetch'>;
  back: ReactNode;
  retryLabel?: string;
}) {
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      {back}
      {notFound ? (
        <EmptyState icon={BookOpen} title={COURSE_MSG.courseNotFound} />
      ) : (
        <QueryErrorState query={query} fallback={COURSE_MSG.failedToFetchCourse} retryLabel={retryLabel} />
      )}
    </>
  );
}
