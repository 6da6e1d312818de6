/** A page's grid of cards: a heading for screen readers, then one card per item, up to three a row. */
import type { ReactNode } from 'react';

export function CardGrid<T>({
  heading,
  label = heading,
  busy,
  items,
  itemKey,
  itemClassName = 'flex flex-col [&>article]:flex-1',
  children,
}: {
  /** The grid's heading (screen readers only). */
  heading: string;
  /** The list's accessible name, when not the heading. */
  label?: string;
  /** Another page is loading. */
  busy: boolean;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The classes of each item (by default the card fills its row's height). */
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy={busy} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
