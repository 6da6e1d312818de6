/**
 * A list screen's query (search, filters, sort and page) kept in the URL's query string, so that Back,
 * reloads and shared links keep it. The list's query schema from the contract reads it: each value is
 * checked and coerced on its own (a bad one falls back to the schema's default), and `pageSize` is
 * always the schema's. Values equal to their default, blanks and page 1 are left out of the URL.
 */
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type ListSchema = z.ZodObject;

/** The values to change; changing anything without naming a page goes back to page 1. */
export type ListQueryUpdate<S extends ListSchema> = Partial<Omit<z.output<S>, 'page' | 'pageSize'>> & { page?: number };

const PAGE = 'page';
const PAGE_SIZE = 'pageSize';

/** A field's value when the URL has none (its default, or undefined). */
const defaultOf = (field: z.ZodType): unknown => field.safeParse(undefined).data;

/** The list's query as `schema` reads it from `search`. */
export function readListQuery<S extends ListSchema>(schema: S, search: URLSearchParams): z.output<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const entries = Object.entries(shape).map(([key, field]) => {
    const parsed = field.safeParse(key === PAGE_SIZE ? undefined : (search.get(key) ?? undefined));
    return [key, parsed.success ? parsed.data : defaultOf(field)];
  });
  return Object.fromEntries(entries) as z.output<S>;
}

/** `search` with `next` written into it: defaults and blanks removed, back to page 1 unless `next` names a page. */
export function writeListQuery<S extends ListSchema>(
  schema: S,
  search: URLSearchParams,
  next: ListQueryUpdate<S>,
): URLSearchParams {
  const shape = schema.shape as Record<string, z.ZodType>;
  const q = new URLSearchParams(search);
  for (const [key, value] of Object.entries(next)) {
    const field = shape[key];
    if (!field || key === PAGE) continue;
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '' || value === defaultOf(field)) q.delete(key);
    else q.set(key, text);
  }
  const page = next.page ?? 1;
  if (page > 1) q.set(PAGE, String(page));
  else q.delete(PAGE);
  return q;
}

/** The list's query from the URL, `set` to change some of it and `setPage` to turn the page. */
export function useListQuery<S extends ListSchema>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readListQuery(schema, searchParams);
  const set = (next: ListQueryUpdate<S>) =>
    setSearchParams((prev) => writeListQuery(schema, prev, next), { replace: true });
  const setPage = (page: number) => set({ page } as ListQueryUpdate<S>);
  return { query, set, setPage };
}

/** A list's search box over its query: the search in force, and a new search (back to page 1). */
export const searchBox = (query: { search?: string }, set: (next: { search?: string }) => void) => ({
  value: query.search ?? '',
  onSearch: (search: string) => set({ search }),
});
