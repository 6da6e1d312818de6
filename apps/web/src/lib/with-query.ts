import { DEFAULT_PAGE_SIZE } from '@cms/contract';

/** `path?query` from the values that are set (blank strings and undefined left out). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
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
