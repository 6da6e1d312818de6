// The SQL the app sends for one request, recorded from the app's own database client, and its
// EXPLAIN (ANALYZE, BUFFERS) (BENCH_EXPLAIN=1 of the money and scale benches).

/** Records the SQL the app sends while capturing (session look-ups left out). */
export function recorder(app) {
  const client = app.db.$client;
  const original = client.query;
  let seen = null;
  client.query = function (query, params, ...rest) {
    const text = typeof query === 'string' ? query : query.text;
    if (seen && !/"sessions"|^\s*select 1/i.test(text)) seen.push({ text, params: params ?? [] });
    return original.call(this, query, params, ...rest);
  };
  return {
    start: () => (seen = []),
    stop: () => {
      const queries = seen ?? [];
      seen = null;
      return queries;
    },
    /** EXPLAIN (ANALYZE, BUFFERS) of a recorded query, through the app's own client. */
    async explain({ text, params }) {
      const statement = `EXPLAIN (ANALYZE, BUFFERS) ${text}`;
      const pglite = typeof client.transaction === 'function';
      const result = await original.call(client, pglite ? statement : { text: statement }, params);
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    },
  };
}
