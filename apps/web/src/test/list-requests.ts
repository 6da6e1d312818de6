/** Helpers of the list screens' tests: the list requests a page sent, and a page of rows to answer with. */
import type { stubFetch } from './render';

type FetchMock = ReturnType<typeof stubFetch>;

/** The query strings of the requests to `pathname`, in order. */
export const queriesTo = (fetchMock: FetchMock, pathname: string) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === pathname)
    .map((u) => u.searchParams);

/** The last query string sent to `pathname`. */
export const lastQueryTo = (fetchMock: FetchMock, pathname: string) => queriesTo(fetchMock, pathname).at(-1)!;

/** One page of a paged list: `rows` under `key`, page 1 of 20 a page, every row on it. */
export const listPage = <K extends string, R>(key: K, rows: R[]) =>
  ({ [key]: rows, total: rows.length, page: 1, pageSize: 20 }) as Record<K, R[]> & {
    total: number;
    page: number;
    pageSize: number;
  };
