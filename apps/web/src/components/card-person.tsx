/** The lower part of a list's card on phones (a sale, a certificate): who, then the date beside the status. */
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';

export function CardPerson({
  name,
  email,
  date,
  children,
}: {
  name: string;
  email: string;
  /** ISO date-time, shown as a date. */
  date: string;
  /** The status, at the end of the date's row. */
  children: ReactNode;
}) {
  return (
    <>
      <p className="mt-1 text-sm">
        {name}
        <span className="block break-all text-muted-foreground">{email}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground tabular-nums">{formatDate(date)}</span>
        {children}
      </div>
    </>
  );
}
