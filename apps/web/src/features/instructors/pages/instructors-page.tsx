/**
 * /Admin/courseProviders (spec 2 "Instructors", 8 "Instructors list"): the four figures over every
 * instructor, a working server-side search (kept in the URL), the cards and pages, and the error
 * (Error loading instructors / Try Again) and empty (No instructors found) states.
 */
import { instructorListQuerySchema, INSTRUCTORS_MSG } from '@cms/contract';
import { GraduationCap, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { ListBody } from '@/components/list-body';
import { StatGridSkeleton } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { SearchForm } from '@/components/search-form';
import { formatCount } from '@/lib/format';
import { useListQuery } from '@/lib/list-query';
import { useInstructors } from '@/features/instructors/api/instructors';
import { InstructorCard } from '@/features/instructors/components/instructor-card';
import { InstructorGridSkeleton } from '@/features/instructors/components/instructor-grid-skeleton';
import { InstructorStats } from '@/features/instructors/components/instructor-stats';

export function InstructorsPage() {
  const { query: params, set, setPage } = useListQuery(instructorListQuerySchema);
  const query = useInstructors(params);
  const data = query.data;
  const search = params.search ?? '';

  return (
    <>
      <PageHeader
        title={INSTRUCTORS_MSG.title}
        description="Everyone who teaches on the platform, their courses and their earnings."
      />

      {data ? <InstructorStats stats={data.stats} /> : query.isPending ? <StatGridSkeleton /> : null}

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchForm
          value={search}
          onSearch={(term) => set({ search: term })}
          placeholder={INSTRUCTORS_MSG.searchPlaceholder}
          label="Search instructors"
        />
        {data && !query.isError ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.isFetching && query.isPlaceholderData
              ? 'Searching…'
              : `${formatCount(data.total)} ${data.total === 1 ? 'instructor' : 'instructors'}${search ? ` for “${search}”` : ''}`}
          </p>
        ) : null}
      </div>

      <ListBody
        query={query}
        count={(d) => d.instructors.length}
        keepRowsOnError
        error={
          <ErrorState
            message={INSTRUCTORS_MSG.loadError}
            onRetry={() => void query.refetch()}
            retryLabel={INSTRUCTORS_MSG.tryAgain}
            retrying={query.isFetching}
          />
        }
        loading={<InstructorGridSkeleton />}
        empty={
          <EmptyState
            icon={search ? SearchX : GraduationCap}
            title={INSTRUCTORS_MSG.none}
            description={search ? 'Try adjusting your search terms.' : undefined}
            action={
              search ? (
                <Button variant="outline" onClick={() => set({ search: undefined })}>
                  Clear Search
                </Button>
              ) : undefined
            }
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <>
            <h2 className="sr-only">Instructor list</h2>
            <ul
              className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
              aria-busy={query.isFetching}
              aria-label="Instructors"
            >
              {data.instructors.map((instructor) => (
                <li key={instructor.id} className="min-w-0">
                  <InstructorCard instructor={instructor} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListBody>
    </>
  );
}
