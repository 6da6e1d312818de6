/**
 * /Admin/courseProviders (spec 2 "Instructors", 8 "Instructors list"): the four figures over every
 * instructor, a working server-side search (kept in the URL), the cards and pages, and the error
 * (Error loading instructors / Try Again) and empty (No instructors found) states.
 */
import { instructorListQuerySchema, INSTRUCTORS_MSG } from '@cms/contract';
import { GraduationCap } from 'lucide-react';
import { CardGrid } from '@/components/card-grid';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { ListBody } from '@/components/list-body';
import { ListEmpty } from '@/components/list-empty';
import { SearchRow } from '@/components/list-filters';
import { StatGridSkeleton } from '@/components/stat-card';
import { formatCount } from '@/lib/format';
import { searchBox, useListQuery } from '@/lib/list-query';
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

      <SearchRow
        search={{
          ...searchBox(params, set),
          placeholder: INSTRUCTORS_MSG.searchPlaceholder,
          label: 'Search instructors',
        }}
        query={query}
        found={(data, searching) => (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {searching
              ? 'Searching…'
              : `${formatCount(data.total)} ${data.total === 1 ? 'instructor' : 'instructors'}${search ? ` for “${search}”` : ''}`}
          </p>
        )}
      />

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
          <ListEmpty
            filtered={Boolean(search)}
            icon={GraduationCap}
            title={INSTRUCTORS_MSG.none}
            description={search ? 'Try adjusting your search terms.' : undefined}
            clear={{ label: 'Clear Search', onClick: () => set({ search: undefined }) }}
          />
        }
        onPage={setPage}
      >
        {(data) => (
          <CardGrid
            heading="Instructor list"
            label="Instructors"
            busy={query.isFetching}
            items={data.instructors}
            itemKey={(instructor) => instructor.id}
            itemClassName="min-w-0"
          >
            {(instructor) => <InstructorCard instructor={instructor} />}
          </CardGrid>
        )}
      </ListBody>
    </>
  );
}
