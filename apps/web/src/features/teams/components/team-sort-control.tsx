/**
 * The sort selector (spec 2, 4, 9): name, team or courses. Choosing the current key again reverses
 * the order; the active key shows its direction with an arrow and says it in its accessible name.
 */
import { TEAM_MSG, TEAM_SORT_KEYS, TEAM_SORT_LABELS } from '@cms/contract';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { TeamSort } from '@/features/teams/lib/team-list';

const DIRECTION_TEXT = { asc: 'ascending', desc: 'descending' } as const;

export function TeamSortControl({ sort, onChoose }: { sort: TeamSort; onChoose: (key: TeamSort['sort']) => void }) {
  return (
    <div className="flex items-center gap-2">
      <span id="team-sort-label" className="text-sm font-medium text-muted-foreground">
        {TEAM_MSG.sortLabel}
      </span>
      <div
        role="group"
        aria-labelledby="team-sort-label"
        className="inline-flex rounded-lg border bg-card p-1 shadow-xs"
      >
        {TEAM_SORT_KEYS.map((key) => {
          const active = sort.sort === key;
          const Arrow = sort.dir === 'asc' ? ArrowUp : ArrowDown;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={active}
              aria-label={active ? `${TEAM_SORT_LABELS[key]}, ${DIRECTION_TEXT[sort.dir]}` : `${TEAM_SORT_LABELS[key]}`}
              title={active ? 'Choose again to reverse the order' : undefined}
              onClick={() => onChoose(key)}
              className={cn(
                'inline-flex h-8 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                active
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {TEAM_SORT_LABELS[key]}
              {active ? <Arrow aria-hidden className="size-3.5" /> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
