/**
 * A page of people: a table from `md` up (the person — avatar, name, e-mail — then `columns`), one
 * card per person on phones with the same columns as labelled facts.
 */
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/utils';

export interface Person {
  id: string;
  name: string;
  email: string;
  image: string | null;
}

export interface PeopleColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** A row's action (a button): its header is for screen readers; on a phone card it sits under the facts, at the end. */
  action?: boolean;
}

function PersonCell({ person }: { person: Person }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={person.image} name={person.name} />
      <div className="min-w-0">
        <p className="truncate font-medium">{person.name}</p>
        <p className="truncate text-xs text-muted-foreground">{person.email}</p>
      </div>
    </div>
  );
}

/** The table's columns: Name, then `columns`. */
const tableColumns = <T extends Person>(columns: readonly PeopleColumn<T>[]): DataColumn<T>[] => [
  { header: 'Name', className: 'max-w-[18rem]', cell: (row) => <PersonCell person={row} /> },
  ...columns.map((c) => ({
    header: c.label,
    srOnlyHeader: c.action,
    headClassName: cn(c.numeric && 'text-right'),
    className: cn('whitespace-nowrap', c.numeric && 'text-right tabular-nums', c.action && 'text-right'),
    cell: (row: T) => c.cell(row),
  })),
];

function PersonCard<T extends Person>({ row, columns }: { row: T; columns: readonly PeopleColumn<T>[] }) {
  const facts = columns.filter((c) => !c.action);
  const actions = columns.filter((c) => c.action);
  return (
    <>
      <PersonCell person={row} />
      <dl className={cn('grid gap-x-4 gap-y-2', facts.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {facts.map((c) => (
          <div key={c.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{c.label}</dt>
            <dd className="truncate text-sm font-medium">{c.cell(row)}</dd>
          </div>
        ))}
      </dl>
      {actions.length > 0 ? (
        <div className="flex justify-end gap-2">
          {actions.map((c) => (
            <div key={c.label}>{c.cell(row)}</div>
          ))}
        </div>
      ) : null}
    </>
  );
}

export function PeopleTable<T extends Person>({
  rows,
  columns,
  caption,
  busy,
}: {
  rows: readonly T[];
  columns: readonly PeopleColumn<T>[];
  caption: string;
  busy: boolean;
}) {
  return (
    <Card className="overflow-hidden" aria-busy={busy}>
      <DataTable
        caption={caption}
        columns={tableColumns(columns)}
        rows={rows}
        rowKey={(row) => row.id}
        frame="bare"
        cards={{
          className: 'divide-y',
          itemClassName: 'space-y-3 p-4',
          render: (row) => <PersonCard row={row} columns={columns} />,
        }}
      />
    </Card>
  );
}
