/** The pieces every list's query is made of: a search term as a pattern, and where a page starts. */

/** `term` as a case-insensitive substring pattern (%, _ and \ taken literally). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of `pageSize` rows, numbered from 1: its LIMIT and OFFSET. */
export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
