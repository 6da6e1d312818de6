/**
 * The filters of a server-side list kept in the URL's query string (?search=&role=&page=), so that
 * Back, reloads and shared links keep them. Empty values and page 1 are left out of the URL.
 */
import { useSearchParams } from 'react-router';

export type ListParams<K extends string> = Record<K, string> & { page: number };
export type ListParamsUpdate<K extends string> = Partial<Record<K, string>> & { page?: number };

/** A page number from the URL: a whole number from 1, else 1. */
export function pageFrom(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/**
 * `keys` are the list's string filters. `update` changes some of them; changing a filter without
 * naming a page goes back to page 1 (the old page may not exist in the new results).
 */
export function useListParams<K extends string>(
  keys: readonly K[],
): [ListParams<K>, (next: ListParamsUpdate<K>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>;
  const params = { ...values, page: pageFrom(searchParams.get('page')) };

  const update = (next: ListParamsUpdate<K>) => {
    setSearchParams(
      (prev) => {
        const q = new URLSearchParams(prev);
        for (const key of keys) {
          if (!(key in next)) continue;
          const value = next[key]?.trim();
          if (value) q.set(key, value);
          else q.delete(key);
        }
        const page = next.page ?? 1;
        if (page > 1) q.set('page', String(page));
        else q.delete('page');
        return q;
      },
      { replace: true },
    );
  };

  return [params, update];
}
