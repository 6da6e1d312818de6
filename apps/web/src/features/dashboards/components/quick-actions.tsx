import { DASHBOARD_MSG } from '@cms/contract';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { CardTitleLink } from '@/features/courses';
import { DashboardSection } from './dashboard-section';

const TONES = {
  indigo: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-300',
  emerald: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  amber: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
};

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  tone: 'indigo' | 'emerald' | 'amber';
}

/** A grid of cards, each one link named by its label (the whole card is clickable). */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', actions.length > 2 && 'lg:grid-cols-3')}>
      {actions.map(({ label, description, to, icon: Icon, tone }) => (
        <li key={to}>
          <Card className="group relative flex h-full items-center gap-4 p-4 transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md">
            <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold">
                <CardTitleLink to={to}>{label}</CardTitleLink>
              </h3>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
            <ArrowRight
              aria-hidden
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function QuickActionsSection({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <DashboardSection title={DASHBOARD_MSG.quickActions} className="-mt-2">
      <QuickActions actions={actions} />
    </DashboardSection>
  );
}
