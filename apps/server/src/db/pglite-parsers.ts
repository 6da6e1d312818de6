/**
 * The type parsers of the embedded database, set once on its client instead of with every query.
 *
 * drizzle sends the same nine parsers with every query (dates, times and intervals, and their
 * arrays, kept as the strings drizzle maps itself), and PGlite copies its whole table of parsers
 * (about 200 entries, one per type and array type) to merge them in, for every statement: about
 * 70 KB of garbage a statement, a young-generation collection every 20 or so invoice issues, each
 * a pause of 2–3 ms inside whatever transaction it lands in (docs/performance.md, the invoice
 * issue). Here the nine are put in the client's own table once, and queries reach PGlite without
 * parsers of their own: the same values, nothing copied.
 */
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/** The types drizzle reads as text (drizzle-orm/pglite/session.js): its own mappers parse them. */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

type Query = PGlite['query'];

const TEXT_TYPE_SET = new Set<string>(TEXT_TYPES.map(String));

/** Parsers that only read text types as text: what the client's table now does anyway. */
const onlyTextTypes = (parsers: object) => Object.keys(parsers).every((oid) => TEXT_TYPE_SET.has(oid));

/** `query` without drizzle's per-query parsers (the client's table has them); other parsers pass. */
function withoutOwnParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: Parameters<Query>[2]) =>
    query(
      text,
      params,
      options?.parsers && onlyTextTypes(options.parsers) ? { ...options, parsers: undefined } : options,
    )) as Query;
}

/**
 * Sets the text types on `client`'s parsers and makes its queries, and those of its transactions,
 * leave out parsers they bring. Call once the client is created (its array types are read then).
 */
export function parseOnClient(client: PGlite): PGlite {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  client.query = withoutOwnParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = withoutOwnParsers(tx.query);
      return callback(tx);
    });
  return client;
}
