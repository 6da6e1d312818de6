/** The quick actions both learner dashboards (student, lead) offer: Explore Courses and My Learning. */
import { DASHBOARD_MSG } from '@cms/contract';
import { Compass, GraduationCap } from 'lucide-react';
import type { QuickAction } from './quick-actions';

/** Explore Courses: the learner's catalogue at `to`, described for whom it is. */
export const exploreCoursesAction = (to: string, description: string): QuickAction => ({
  label: DASHBOARD_MSG.exploreCourses,
  description,
  to,
  icon: Compass,
  tone: 'indigo',
});

/** My Learning: the learner's enrolments at `to`. */
export const myLearningAction = (to: string): QuickAction => ({
  label: DASHBOARD_MSG.myLearning,
  description: 'Your enrolled courses and progress.',
  to,
  icon: GraduationCap,
  tone: 'emerald',
});
