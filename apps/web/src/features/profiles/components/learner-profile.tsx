/**
 * The body of the student and lead profiles (spec 2): the header (avatar, name, branch, roll
 * number and team badges, Edit Profile and Change Password), the figures, Personal Information,
 * Quick Actions and the learner's Certificates. While loading a skeleton, on failure the message with Try Again.
 */
import { PROFILE_MSG, formatPhone, type LeadProfile, type StudentProfile } from '@cms/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Building2, GraduationCap, Hash, Mail, Phone, User, Users, VenusAndMars } from 'lucide-react';
import { QueryErrorState } from '@/components/error-state';
import { StatFigures, type StatFigure } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { ChangePasswordButton } from '@/features/auth';
import { MyCertificates } from '@/features/certificates';
import { learnerPaths, type LearnerArea } from '@/config/paths';
import { EditProfileDialog, type LearnerEdit } from './edit-profile-dialog';
import { InfoCard, type InfoRow } from './info-card';
import { ProfileHeader } from './profile-header';
import { ProfileQuickActions } from './profile-quick-actions';
import { ProfileSkeleton } from './profile-skeleton';

type Learner = StudentProfile | LeadProfile;

export const teamOf = (p: Learner) => (p.role === 'Student' ? p.teamNum : p.teamNo);

/** Personal Information: the spec's six facts, then the phone and college when there are any. */
function personalRows(p: Learner): InfoRow[] {
  const rows: InfoRow[] = [
    { label: PROFILE_MSG.fullName, value: p.name, icon: User },
    { label: PROFILE_MSG.emailAddress, value: p.email, icon: Mail },
    { label: PROFILE_MSG.rollNumber, value: p.rollNumber, icon: Hash },
    { label: PROFILE_MSG.branch, value: p.branch, icon: GraduationCap },
    { label: PROFILE_MSG.gender, value: p.gender, icon: VenusAndMars },
    { label: PROFILE_MSG.teamNumber, value: teamOf(p), icon: Users },
  ];
  if (p.phone) rows.push({ label: PROFILE_MSG.phoneLabel, value: formatPhone(p.phone), icon: Phone });
  if (p.college) rows.push({ label: PROFILE_MSG.college, value: p.college, icon: Building2 });
  return rows;
}

/** What differs between the student's and the lead's profile. */
export interface LearnerProfileView<D, I> {
  /** The profile with its figures, and its save. */
  useProfile: () => UseQueryResult<D>;
  useSave: () => { mutateAsync: (input: I) => Promise<unknown>; isPending: boolean };
  profileOf: (data: D) => Learner;
  /** The four figures. */
  figures: (data: D) => readonly StatFigure[];
  /** What a save sends of the dialog's values. */
  toInput: (values: LearnerEdit) => I;
}

export function LearnerProfile<D, I>({ area, view }: { area: LearnerArea; view: LearnerProfileView<D, I> }) {
  const query = view.useProfile();
  const save = view.useSave();
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <QueryErrorState query={query} fallback={PROFILE_MSG.loadFailed} />;
  const profile = view.profileOf(query.data);
  const team = teamOf(profile);
  return (
    <>
      <ProfileHeader
        name={profile.name}
        image={profile.profileImg}
        subtitle={profile.branch}
        badges={
          <>
            <Badge variant="soft">{profile.rollNumber}</Badge>
            <Badge variant="outline">{team}</Badge>
          </>
        }
        actions={
          <>
            <EditProfileDialog
              profile={profile}
              team={team}
              teamEditable={profile.role === 'Student'}
              onSave={(values) => save.mutateAsync(view.toInput(values))}
              saving={save.isPending}
            />
            <ChangePasswordButton />
          </>
        }
      />
      <StatFigures label="Statistics" figures={view.figures(query.data)} />
      <div className="grid gap-6 lg:grid-cols-3">
        <InfoCard title={PROFILE_MSG.personalInformation} rows={personalRows(profile)} className="lg:col-span-2" />
        <div>
          <ProfileQuickActions links={learnerPaths(area)} />
        </div>
      </div>
      <MyCertificates />
    </>
  );
}
