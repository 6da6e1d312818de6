import type { AdminOrderSort, SortDirection } from '@cms/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SortState {
  sort: AdminOrderSort;
  dir: SortDirection;
}

/** A column header that sorts the list by its column (aria-sort tells which one does and how). */
export function SortHeader({
  label,
  column,
  state,
  onSort,
  className,
}: {
  label: string;
  column: AdminOrderSort;
  state: SortState;
  onSort: (column: AdminOrderSort) => void;
  className?: string;
}) {
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-4 py-2 font-semibold', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 tracking-wide uppercase transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </th>
  );
}
