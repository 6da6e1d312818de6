/**
 * Server-side pagination: the query every paged list accepts (its own filters, then page and
 * pageSize) and the page every one answers (its rows under the list's own name, what else the list
 * tells, then total, page and pageSize).
 */
import { z } from 'zod';
import { namedField } from './named-field.js';

/** Largest page any list serves. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `page` (from 1) and `pageSize` of a paged list query (query strings, so coerced). */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** `total` rows matching, and the page served. */
export const pageInfoShape = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** An optional free-text search of a list query: trimmed, at most 100 characters, blank means none. */
export const searchQuery = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((s) => (s ? s : undefined));

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The query of a paged list: its `fields` (search, filters, sort: each optional or with its default), then the page. */
export function listQuerySchema<const Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ ...fields, ...pageQueryShape });
}

/**
 * One page of a list: the page's rows (`row` each) under `key`, the list's `extra` fields (figures
 * over every row, counts), then total, page and pageSize.
 */
export function pageOf<
  const Key extends string,
  Row extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(key: Key, row: Row, extra?: Extra) {
  return z.object({ ...namedField(key, z.array(row)), ...(extra as Extra), ...pageInfoShape });
}
