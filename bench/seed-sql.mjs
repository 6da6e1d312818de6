// Helpers of the bench seeds (bench/money-server.mjs, bench/scale-seed.mjs): big SQL statements run
// through the app's own database client, and deterministic pseudo-random numbers inside SQL.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/dist/db/client.js';

/** Runs the statements (one at a time: PGlite prepares each) and says how long they took. */
export async function step(app, label, ...statements) {
  const t0 = performance.now();
  for (const statement of statements) await app.db.execute(sql.raw(statement));
  console.log(`  seed: ${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
}

/** A PNG upload of `ownerId` that the seeded profiles all show as their picture; returns its id. */
export async function insertSharedPicture(app, ownerId, { purpose, storageKey, size }) {
  const [{ id }] = rowsOf(
    await app.db.execute(
      sql`insert into uploads (owner_id, purpose, storage_key, content_type, size)
        values (${ownerId}, ${purpose}, ${storageKey}, 'image/png', ${size}) returning id`,
    ),
  );
  return id;
}

/** A pseudo-random fraction in [0, 1) of an integer expression (multiplicative hashing: deterministic). */
export const fraction = (expr, multiplier) => `((((${expr})::bigint * ${multiplier}) % 4294967296) / 4294967296.0)`;

/** A SQL array of strings, in parentheses so that it can be subscripted: `${textArray(names)}[1 + n % 4]`. */
export const textArray = (values) => `(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])`;

/**
 * Runs `fill` (a bulk insert into `table`) with the table's plain indexes and foreign keys dropped,
 * then builds them again from their own definitions (pg_indexes, pg_get_constraintdef): one sorted
 * build per index and one join per foreign key are many times faster than maintaining ten indexes
 * (two trigram GINs among them) and checking three references row by row. Indexes that back a
 * constraint (the primary key, UNIQUE columns) and every trigger stay.
 */
export async function bulkLoad(app, table, fill) {
  const indexes = rowsOf(
    await app.db.execute(sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename = ${table}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  const foreignKeys = rowsOf(
    await app.db.execute(sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = ${table}::regclass and contype = 'f'`),
  );
  for (const { name } of foreignKeys) await app.db.execute(sql.raw(`alter table "${table}" drop constraint "${name}"`));
  for (const { name } of indexes) await app.db.execute(sql.raw(`drop index "${name}"`));
  await fill();
  const t0 = performance.now();
  await app.db.transaction(async (tx) => {
    // The build's sort memory (this transaction only; PGlite keeps its default).
    if (app.database.driver === 'postgres') await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    for (const { name, definition } of foreignKeys) {
      await tx.execute(sql.raw(`alter table "${table}" add constraint "${name}" ${definition}`));
    }
  });
  const label = `${table}: ${indexes.length} indexes, ${foreignKeys.length} foreign keys`;
  console.log(`  seed: ${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
}
