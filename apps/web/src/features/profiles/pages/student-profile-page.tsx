/**
 * Student profile (/student/profile, spec 2): header, the four figures (all computed by the
 * server; Avg Rating is the average of the stars this student gave in reviews), Personal
 * Information, Quick Actions and the edit-profile dialog.
 */
import { PROFILE_MSG, type StudentEditInput, type StudentProfileInfo } from '@cms/contract';
import { BookOpen, ListVideo, Star, Target } from 'lucide-react';
import type { StatFigure } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { plural } from '@/lib/format';
import { useStudentProfile, useUpdateStudentProfile } from '../api/own-profile';
import { percentOrDash } from '../components/figure-text';
import { LearnerProfile } from '../components/learner-profile';

const studentFigures = (stats: StudentProfileInfo['stats']): StatFigure[] => [
  { label: PROFILE_MSG.enrolledCourses, value: stats.enrolledCourses, icon: BookOpen },
  { label: PROFILE_MSG.totalLessons, value: stats.totalLessons, icon: ListVideo, tone: 'emerald' },
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

export function StudentProfilePage() {
  const query = useStudentProfile();
  const save = useUpdateStudentProfile();
  return (
    <LearnerProfile
      query={query}
      profileOf={(data) => data.FindUserData}
      figures={(data) => studentFigures(data.stats)}
      links={{ courses: paths.student.courses, myCourses: paths.student.myCourses }}
      save={{ onSave: (values) => save.mutateAsync(values as StudentEditInput), saving: save.isPending }}
    />
  );
}
