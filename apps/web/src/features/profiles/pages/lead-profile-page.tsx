/**
 * Lead profile (/lead/profile, spec 2): like the student's, with the figures Enrolled Courses,
 * Total Lessons, Team Members (students of the lead's team) and Avg Progress (mean progress of the
 * lead's own enrolments); the team shows read-only in the edit dialog.
 */
import { PROFILE_MSG, type LeadProfileInfo } from '@cms/contract';
import { BookOpen, ListVideo, TrendingUp, Users } from 'lucide-react';
import type { StatFigure } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { useLeadProfile, useUpdateLeadProfile } from '../api/own-profile';
import { percentOrDash } from '../components/figure-text';
import { LearnerProfile } from '../components/learner-profile';

const leadFigures = (stats: LeadProfileInfo['stats'], team: string): StatFigure[] => [
  { label: PROFILE_MSG.enrolledCourses, value: stats.enrolledCourses, icon: BookOpen },
  { label: PROFILE_MSG.totalLessons, value: stats.totalLessons, icon: ListVideo, tone: 'emerald' },
  { label: PROFILE_MSG.teamMembers, value: stats.teamMembers, hint: `in ${team}`, icon: Users, tone: 'amber' },
  {
    label: PROFILE_MSG.avgProgress,
    value: percentOrDash(stats.avgProgress),
    hint: stats.avgProgress === null ? 'No enrolments yet' : 'across your courses',
    icon: TrendingUp,
    tone: 'rose',
  },
];

export function LeadProfilePage() {
  const query = useLeadProfile();
  const save = useUpdateLeadProfile();
  return (
    <LearnerProfile
      query={query}
      profileOf={(data) => data.data}
      figures={(data) => leadFigures(data.stats, data.data.teamNo)}
      links={{ courses: paths.lead.courses, myCourses: paths.lead.myCourses }}
      save={{
        onSave: ({ teamNum: _team, ...values }) => save.mutateAsync(values),
        saving: save.isPending,
      }}
    />
  );
}
