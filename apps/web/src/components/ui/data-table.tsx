/**
 * A list as a table from `md` up and, with `cards`, as one card per row on phones (one or the
 * other is hidden by CSS, so assistive technology meets only one of them). Columns are declared
 * once: header, cell and, for a sortable one, its sort key (the header then shows and changes the
 * sort, aria-sort saying which column sorts and how).
 */
import type { SortDirection } from '@cms/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface DataColumn<T, K extends string = string> {
  /** The header's text (read by screen readers only with `srOnlyHeader`). */
  header: string;
  srOnlyHeader?: boolean;
  /** The cell of `row`, the `index`-th on this page. */
  cell: (row: T, index: number) => ReactNode;
  /** Classes of the body cells, besides the table's padding. */
  className?: string;
  /** Classes of the header cell, besides the padding. */
  headClassName?: string;
  /** The header sorts the list by this key. */
  sortKey?: K;
}

export interface TableSort<K extends string> {
  sort: K;
  dir: SortDirection;
  onSort: (key: K) => void;
}

/** The rows on phones: a list with one card per row. */
export interface PhoneCards<T> {
  /** `ol` when the order means something (numbered rows). */
  as?: 'ol' | 'ul';
  /** The list's accessible name; the table's caption by default. */
  label?: string;
  /** The list's and each card's classes; by default, bordered cards apart. */
  className?: string;
  itemClassName?: string;
  render: (row: T, index: number) => ReactNode;
}

export interface DataTableProps<T, K extends string> {
  caption: string;
  columns: readonly DataColumn<T, K>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Padding of the header and body cells. */
  pad?: string;
  /** Padding of the header cells when it differs. */
  headPad?: string;
  /** `card`: the table is a card of its own; `bare`: it sits in a card the screen draws. */
  frame?: 'card' | 'bare';
  /** A rule under the header row. */
  headRule?: boolean;
  rowClassName?: string;
  onRowClick?: (row: T) => void;
  /** What opens under a row across the whole width (null when closed). */
  rowDetail?: (row: T) => ReactNode;
  /** Another page is loading: the rows fade (and aria-busy says so). */
  busy?: boolean;
  sort?: TableSort<K>;
  cards?: PhoneCards<T>;
}

const FRAMES = {
  card: 'overflow-x-auto rounded-2xl border bg-card shadow-sm',
  bare: 'overflow-x-auto',
} as const;

/** Phone cards by default: bordered cards, apart. */
const CARDS_LOOK = { className: 'space-y-3', itemClassName: 'rounded-2xl border bg-card p-4 shadow-sm' } as const;

/**
 * Whether the element scrolls sideways (its content is wider than it), kept up to date as either
 * resizes. A table that scrolls is made a focusable, named region so that keyboard users can
 * scroll it (axe: scrollable-region-focusable); one that fits stays out of the tab order.
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

const fading = (busy: boolean | undefined) => busy !== undefined && cn('transition-opacity', busy && 'opacity-60');

function SortHeader<K extends string>({
  column,
  sortKey,
  sort,
  className,
}: {
  column: DataColumn<unknown, K>;
  sortKey: K;
  sort: TableSort<K>;
  className: string;
}) {
  const active = sort.sort === sortKey;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={className}
    >
      <button
        type="button"
        onClick={() => sort.onSort(sortKey)}
        className={cn(
          '-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 tracking-wide uppercase transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          active && 'text-foreground',
        )}
      >
        {column.header}
        <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </th>
  );
}

export function DataTable<T, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  pad = 'px-4 py-3',
  headPad = pad,
  frame = 'card',
  headRule = false,
  rowClassName,
  onRowClick,
  rowDetail,
  busy,
  sort,
  cards,
}: DataTableProps<T, K>) {
  const Cards = cards?.as ?? 'ul';
  const { ref: frameRef, scrolls } = useScrollsSideways();
  return (
    <>
      <div
        ref={frameRef}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
        className={cn(
          FRAMES[frame],
          cards && 'hidden md:block',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        )}
      >
        <table className={cn('w-full text-sm', fading(busy))} aria-busy={busy}>
          <caption className="sr-only">{caption}</caption>
          <thead
            className={cn(
              'bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase',
              headRule && 'border-b',
            )}
          >
            <tr>
              {columns.map((column) => {
                const className = cn(headPad, 'font-semibold', column.headClassName);
                return column.sortKey && sort ? (
                  <SortHeader
                    key={column.header}
                    column={column as DataColumn<unknown, K>}
                    sortKey={column.sortKey}
                    sort={sort}
                    className={className}
                  />
                ) : (
                  <th key={column.header} scope="col" className={className}>
                    {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row, index) => {
              const detail = rowDetail?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <tr className={rowClassName} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                    {columns.map((column) => (
                      <td key={column.header} className={cn(pad, column.className)}>
                        {column.cell(row, index)}
                      </td>
                    ))}
                  </tr>
                  {detail ? (
                    <tr className="bg-muted/30">
                      <td colSpan={columns.length} className={pad}>
                        {detail}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {cards ? (
        <Cards
          className={cn(cards.className ?? CARDS_LOOK.className, fading(busy), 'md:hidden')}
          aria-label={cards.label ?? caption}
          aria-busy={busy}
        >
          {rows.map((row, index) => (
            // A word wider than the phone (an e-mail address) breaks instead of widening the page.
            <li
              key={rowKey(row)}
              className={cn(cards.itemClassName ?? CARDS_LOOK.itemClassName, 'min-w-0 break-words')}
            >
              {cards.render(row, index)}
            </li>
          ))}
        </Cards>
      ) : null}
    </>
  );
}
