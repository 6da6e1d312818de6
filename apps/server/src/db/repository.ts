/** What every repository is: data access through one database, and the transactions its service's changes run in. */
import { eq, type ColumnBaseConfig, type SQL } from 'drizzle-orm';
import type { LockStrength, PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';

/** The database, or the transaction a read or write takes part in. */
export type Handle = Db | Tx;

/** A table keyed by a text or uuid `id`. */
type WithId = PgTable & { id: PgColumn<ColumnBaseConfig<'string', string> & { data: string }> };

export abstract class Repository {
  constructor(protected readonly db: Db) {}

  /** Runs `work` in one transaction: every write in it commits, or none does. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The row of `table` with this id, or undefined. With `lock`, the row is locked that way for the rest
   * of the transaction `db` is.
   */
  protected async rowById<T extends WithId>(
    table: T,
    id: string,
    db: Handle = this.db,
    lock?: LockStrength,
  ): Promise<T['$inferSelect'] | undefined> {
    // Read from the table as its id-keyed kind: drizzle cannot infer a generic table's row, declared above.
    const query = db
      .select()
      .from(table as WithId)
      .where(eq(table.id, id))
      .$dynamic();
    const [row] = await (lock ? query.for(lock) : query);
    return row as T['$inferSelect'] | undefined;
  }

  /** Inserts one row into `table` in `tx` and answers it as stored (its defaults filled in). */
  protected async insertRow<T extends PgTable>(tx: Tx, table: T, values: PgInsertValue<T>): Promise<T['$inferSelect']> {
    const [row] = await tx.insert(table).values(values).returning();
    return row as T['$inferSelect'];
  }

  /** The id of the row of `table` that matches `where` (at most one does), or null. */
  protected async idWhere(table: WithId, where: SQL | undefined, db: Handle = this.db): Promise<string | null> {
    const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
    return row?.id ?? null;
  }
}
