/** A dashboard section of courses: up to `limit` items in a grid, or a quiet line (and its action) when there are none. */
import type { ReactNode } from 'react';
import { EmptyLine } from '@/components/empty-line';
import { DashboardSection } from './dashboard-section';

export function CourseStrip<T>({
  title,
  action,
  items,
  limit,
  itemKey,
  listClassName,
  empty,
  emptyAction,
  children,
}: {
  title: string;
  /** Beside the heading. */
  action?: ReactNode;
  items: readonly T[];
  limit: number;
  itemKey: (item: T) => string;
  listClassName: string;
  /** The line shown without items. */
  empty: string;
  emptyAction?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <DashboardSection title={title} action={action}>
      {items.length === 0 ? (
        <EmptyLine action={emptyAction}>{empty}</EmptyLine>
      ) : (
        <ul className={listClassName}>
          {items.slice(0, limit).map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
