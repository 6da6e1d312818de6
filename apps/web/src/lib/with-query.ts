import { DEFAULT_PAGE_SIZE } from '@cms/contract';

/** `path?query` from the values that are set (blank strings and undefined left out). */
type QueryValues = Record<string, string | number | undefined | null>;

export function withQuery(path: string, params: QueryValues): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) q.set(key, text);
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** A list's page and page size as its address carries them: left out when they are the defaults (page 1, DEFAULT_PAGE_SIZE). */
export const pageParams = (p: { page: number; pageSize: number }) => ({
  page: p.page > 1 ? p.page : undefined,
  pageSize: p.pageSize === DEFAULT_PAGE_SIZE ? undefined : p.pageSize,
});

/** A list page's address: its filters (those set), then its page and page size (left out at their defaults). */
export const listPageUrl = (path: string, p: { page: number; pageSize: number }, filters: QueryValues) =>
  withQuery(path, { ...filters, ...pageParams(p) });

/** A filter's value for an address: left out when it is the list's default (`all` unless told). */
export const unlessDefault = <V extends string>(value: V, byDefault = 'all'): V | undefined =>
  value === byDefault ? undefined : value;
