/**
 * A page of people: a table from `md` up (the person — avatar, name, e-mail — then `columns`), one
 * card per person on phones with the same columns as labelled facts.
 */
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
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
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Name
              </th>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={cn('px-4 py-3 font-semibold', c.numeric && 'text-right')}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="max-w-[18rem] px-4 py-3">
                  <PersonCell person={row} />
                </td>
                {columns.map((c) => (
                  <td
                    key={c.label}
                    className={cn('px-4 py-3 whitespace-nowrap', c.numeric && 'text-right tabular-nums')}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="divide-y md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className="space-y-3 p-4">
            <PersonCell person={row} />
            <dl className={cn('grid gap-x-4 gap-y-2', columns.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
              {columns.map((c) => (
                <div key={c.label} className="min-w-0">
                  <dt className="text-xs text-muted-foreground">{c.label}</dt>
                  <dd className="truncate text-sm font-medium">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}
