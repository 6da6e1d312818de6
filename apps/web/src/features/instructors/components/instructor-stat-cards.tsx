/** The four figures of one instructor: courses, students, total earnings and the available balance. */
import { formatRupees, INSTRUCTORS_MSG, type InstructorDetail } from '@cms/contract';
import { BookOpen, IndianRupee, Users, Wallet } from 'lucide-react';
import { StatFigures } from '@/components/stat-card';
import { formatCount } from '@/lib/format';

const Money = ({ paise }: { paise: number }) => <span className="max-sm:text-lg">{formatRupees(paise)}</span>;

export function InstructorStatCards({ stats }: { stats: InstructorDetail['stats'] }) {
  return (
    <StatFigures
      label="Instructor figures"
      stackedFrom="lg"
      figures={[
        { label: INSTRUCTORS_MSG.courses, value: formatCount(stats.courses), icon: BookOpen },
        { label: INSTRUCTORS_MSG.students, value: formatCount(stats.students), icon: Users, tone: 'emerald' },
        {
          label: INSTRUCTORS_MSG.totalEarnings,
          value: <Money paise={stats.totalEarningsPaise} />,
          icon: IndianRupee,
          tone: 'amber',
        },
        {
          label: INSTRUCTORS_MSG.availableBalance,
          value: <Money paise={stats.availablePaise} />,
          icon: Wallet,
          tone: 'rose',
        },
      ]}
    />
  );
}
