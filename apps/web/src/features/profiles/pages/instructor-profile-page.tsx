/**
 * Instructor profile (/instructor/profile, spec 2): avatar, name, e-mail, the GitHub and LinkedIn
 * pages when present, the link to the update page, Change Password, and the read-only details
 * Branch, Roll Number, Gender, College, UPI ID (and the phone when there is one).
 */
import { PROFILE_MSG, formatPhone, type InstructorProfileView } from '@cms/contract';
import { Building2, GraduationCap, Hash, Pencil, Phone, VenusAndMars, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ChangePasswordButton } from '@/features/auth';
import { useInstructorProfile } from '../api/own-profile';
import { ExternalProfileLink } from '../components/external-profile-link';
import { InfoCard, type InfoRow } from '../components/info-card';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSkeleton } from '../components/profile-skeleton';

function detailRows(p: InstructorProfileView): InfoRow[] {
  const rows: InfoRow[] = [
    { label: PROFILE_MSG.branch, value: p.branch, icon: GraduationCap },
    { label: PROFILE_MSG.rollNumber, value: p.rollNumber, icon: Hash },
    { label: PROFILE_MSG.gender, value: p.gender, icon: VenusAndMars },
    { label: PROFILE_MSG.college, value: p.college, icon: Building2 },
    { label: PROFILE_MSG.upiId, value: p.UPI, icon: Wallet },
  ];
  if (p.phone) rows.push({ label: PROFILE_MSG.phoneLabel, value: formatPhone(p.phone), icon: Phone });
  return rows;
}

export function InstructorProfilePage() {
  const query = useInstructorProfile();
  if (query.isPending) return <ProfileSkeleton figures={false} />;
  if (query.isError) return <QueryErrorState query={query} fallback={PROFILE_MSG.loadFailed} />;
  const profile = query.data.profile;
  return (
    <>
      <ProfileHeader
        name={profile.name}
        image={profile.profileImg}
        subtitle={profile.email}
        badges={
          <>
            <ExternalProfileLink href={profile.gitHub} label={PROFILE_MSG.gitHub} />
            <ExternalProfileLink href={profile.linkedIn} label={PROFILE_MSG.linkedIn} />
          </>
        }
        actions={
          <>
            <Button asChild variant="gradient">
              <Link to={paths.instructor.profileUpdate}>
                <Pencil aria-hidden />
                {PROFILE_MSG.editProfile}
              </Link>
            </Button>
            <ChangePasswordButton />
          </>
        }
      />
      <InfoCard title="Profile Details" rows={detailRows(profile)} />
    </>
  );
}
