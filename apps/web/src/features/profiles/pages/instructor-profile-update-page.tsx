/** Instructor profile update (/instructor/profile/update, spec 2): the form, filled with the saved profile. */
import { PROFILE_MSG } from '@cms/contract';
import { BackLink } from '@/components/back-link';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useInstructorProfile } from '../api/own-profile';
import { InstructorUpdateForm } from '../components/instructor-update-form';

export function InstructorProfileUpdatePage() {
  const query = useInstructorProfile();
  return (
    <>
      <BackLink to={paths.instructor.profile} label={PROFILE_MSG.instructorProfile} />
      <PageHeader
        title={PROFILE_MSG.updateProfile}
        description="Your public links, college details and the UPI ID your withdrawals are paid to."
      />
      {query.isPending ? (
        <div role="status" aria-label="Loading your profile">
          <Skeleton className="h-[640px] rounded-2xl" />
        </div>
      ) : query.isError ? (
        <QueryErrorState query={query} fallback={PROFILE_MSG.loadFailed} />
      ) : (
        <InstructorUpdateForm profile={query.data.profile} />
      )}
    </>
  );
}
