/** The four figures over every instructor (spec 2): totals, active ones and courses per instructor. */
import { INSTRUCTORS_MSG, type InstructorStats as Stats } from '@cms/contract';
import { BarChart3, BookOpen, GraduationCap, UserCheck } from 'lucide-react';
import { StatFigures } from '@/components/stat-card';
import { formatCount } from '@/lib/format';

export function InstructorStats({ stats }: { stats: Stats }) {
  return (
    <StatFigures
      label="Instructor statistics"
      figures={[
        { label: INSTRUCTORS_MSG.totalInstructors, value: formatCount(stats.totalInstructors), icon: GraduationCap },
        {
          label: INSTRUCTORS_MSG.totalCourses,
          value: formatCount(stats.totalCourses),
          icon: BookOpen,
          tone: 'emerald',
        },
        {
          label: INSTRUCTORS_MSG.activeInstructors,
          value: formatCount(stats.activeInstructors),
          icon: UserCheck,
          tone: 'amber',
        },
        {
          label: INSTRUCTORS_MSG.avgCourses,
          value: stats.avgCoursesPerInstructor.toFixed(1),
          icon: BarChart3,
          tone: 'rose',
        },
      ]}
    />
  );
}
