/**
 * The pieces every list's query is made of: a search term as a pattern, where a page starts, and the
 * page read with how many rows the list has in all.
 */
import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Handle } from './repository.js';

/** `term` as a case-insensitive substring pattern (%, _ and \ taken literally). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of `pageSize` rows, numbered from 1: its LIMIT and OFFSET. */
export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** A page of a list and how many rows match in all pages: the page's query and the count, run side by side. */
export async function pageOfRows<Row>(
  page: PromiseLike<Row[]>,
  total: PromiseLike<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, matching] = await Promise.all([page, total]);
  return { rows, total: matching };
}

/** A table whose lists read newest first: by creation time, ties by the larger id. */
type Timeline = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * One page of the rows `query` reads from `table` that match `where`, newest first, and how many rows
 * of the table match in all. `query` is a dynamic select (`.$dynamic()`) of the columns to answer.
 */
export function newestFirstPage<Q extends PgSelect>(
  db: Handle,
  query: Q,
  table: Timeline,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(page);
  const rows: Q = query.where(where).orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset(offset);
  return pageOfRows<Awaited<Q>[number]>(rows, db.$count(table, where));
}
