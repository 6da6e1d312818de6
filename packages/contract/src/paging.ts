/** Server-side pagination: the query fields every paged list accepts and the fields every page answers. */
import { z } from 'zod';

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
