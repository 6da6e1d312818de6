/**
 * The pieces every list's query is made of: a search term as a pattern, where a page starts, and the
 * page read with how many rows the list has in all.
 */

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
