/**
 * Student profile (/student/profile) and lead profile (/lead/profile), spec 2: one page
 * (LearnerProfile: header, the four figures, Personal Information, Quick Actions and the
 * edit-profile dialog) told by the area what differs. Every figure is computed by the server: the
 * student's Avg Rating is the average of the stars they gave in reviews; the lead's Team Members
 * counts the students of their team and Avg Progress is the mean progress of their own enrolments.
 * The lead's team shows read-only in the edit dialog and is never sent.
 */
import {
  PROFILE_MSG,
  type LeadEditInput,
  type LeadProfileInfo,
  type StudentEditInput,
  type StudentProfileInfo,
} from '@cms/contract';
import { BookOpen, ListVideo, Star, Target, TrendingUp, Users } from 'lucide-react';
import type { StatFigure } from '@/components/stat-card';
import { plural } from '@/lib/format';
import { useLeadProfile, useStudentProfile, useUpdateLeadProfile, useUpdateStudentProfile } from '../api/own-profile';
import { percentOrDash } from '../components/figure-text';
import { LearnerProfile, type LearnerProfileView } from '../components/learner-profile';

/** Enrolled Courses and Total Lessons, the first two figures of both profiles. */
const enrolmentFigures = (stats: { enrolledCourses: number; totalLessons: number }): StatFigure[] => [
  { label: PROFILE_MSG.enrolledCourses, value: stats.enrolledCourses, icon: BookOpen },
  { label: PROFILE_MSG.totalLessons, value: stats.totalLessons, icon: ListVideo, tone: 'emerald' },
];

const studentFigures = (stats: StudentProfileInfo['stats']): StatFigure[] => [
  ...enrolmentFigures(stats),
  {
    label: PROFILE_MSG.completionRate,
    value: percentOrDash(stats.completionRate),
    hint: stats.completionRate === null ? 'No enrolments yet' : 'of your lessons',
    icon: Target,
    tone: 'rose',
  },
  {
    label: PROFILE_MSG.avgRating,
    value: stats.avgRating === null ? '—' : stats.avgRating.toFixed(1),
    hint: stats.avgRating === null ? PROFILE_MSG.noRatingsYet : `from your ${plural(stats.reviewCount, 'review')}`,
    icon: Star,
    tone: 'amber',
  },
];

const leadFigures = (stats: LeadProfileInfo['stats'], team: string): StatFigure[] => [
  ...enrolmentFigures(stats),
  { label: PROFILE_MSG.teamMembers, value: stats.teamMembers, hint: `in ${team}`, icon: Users, tone: 'amber' },
  {
    label: PROFILE_MSG.avgProgress,
    value: percentOrDash(stats.avgProgress),
    hint: stats.avgProgress === null ? 'No enrolments yet' : 'across your courses',
    icon: TrendingUp,
    tone: 'rose',
  },
];

const STUDENT: LearnerProfileView<StudentProfileInfo, StudentEditInput> = {
  useProfile: useStudentProfile,
  useSave: useUpdateStudentProfile,
  profileOf: (data) => data.FindUserData,
  figures: (data) => studentFigures(data.stats),
  toInput: (values) => values as StudentEditInput,
};

const LEAD: LearnerProfileView<LeadProfileInfo, LeadEditInput> = {
  useProfile: useLeadProfile,
  useSave: useUpdateLeadProfile,
  profileOf: (data) => data.data,
  figures: (data) => leadFigures(data.stats, data.data.teamNo),
  toInput: ({ teamNum: _team, ...values }) => values,
};

export const StudentProfilePage = () => <LearnerProfile area="student" view={STUDENT} />;
export const LeadProfilePage = () => <LearnerProfile area="lead" view={LEAD} />;
