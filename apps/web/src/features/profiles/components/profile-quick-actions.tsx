import { PROFILE_MSG } from '@cms/contract';
import { ArrowRight, Compass, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const ACTIONS = [
  {
    key: 'courses',
    label: PROFILE_MSG.viewCourses,
    icon: Compass,
    tone: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-300',
  },
  {
    key: 'myCourses',
    label: PROFILE_MSG.myLearning,
    icon: GraduationCap,
    tone: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  },
] as const;

/** Quick Actions of a learner profile: View Courses and My Learning, one link each. */
export function ProfileQuickActions({ links }: { links: { courses: string; myCourses: string } }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{PROFILE_MSG.quickActions}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {ACTIONS.map(({ key, label, icon: Icon, tone }) => (
            <li key={key}>
              <Link
                to={links[key]}
                className="group flex items-center gap-3 rounded-xl border bg-background p-3 text-sm font-semibold transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tone)}>
                  <Icon aria-hidden className="size-4" />
                </span>
                <span className="flex-1">{label}</span>
                <ArrowRight
                  aria-hidden
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
