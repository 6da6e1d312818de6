/**
 * /Admin/courseProviders/:id (spec 2 "Instructor detail"): the profile header, four figures and
 * the searchable earnings history with Process Payment per payable sale; Instructor not found on 404.
 */
import { INSTRUCTORS_MSG } from '@cms/contract';
import { UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { StatGridSkeleton } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { useInstructor } from '@/features/instructors/api/instructors';
import { EarningsHistory } from '@/features/instructors/components/earnings-history';
import { InstructorProfileHeader } from '@/features/instructors/components/instructor-profile-header';
import { InstructorStatCards } from '@/features/instructors/components/instructor-stat-cards';

export function InstructorDetailPage() {
  const id = useParams().id ?? '';
  const query = useInstructor(id);
  const back = <BackLink to={paths.admin.instructors} label={INSTRUCTORS_MSG.backToInstructors} />;

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading instructor">
        {back}
        <Skeleton className="mb-8 h-36 rounded-2xl" />
        <StatGridSkeleton />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        {back}
        {notFound ? (
          <>
            <h1 className="sr-only">{INSTRUCTORS_MSG.notFound}</h1>
            <EmptyState icon={UserX} title={INSTRUCTORS_MSG.notFound} />
          </>
        ) : (
          <QueryErrorState query={query} fallback={INSTRUCTORS_MSG.loadError} retryLabel={INSTRUCTORS_MSG.tryAgain} />
        )}
      </>
    );
  }

  const { instructor, stats } = query.data;
  return (
    <>
      {back}
      <InstructorProfileHeader instructor={instructor} />
      <InstructorStatCards stats={stats} />
      <EarningsHistory instructorId={instructor.id} />
    </>
  );
}
