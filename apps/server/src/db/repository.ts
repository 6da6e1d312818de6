/** What every repository is: data access through one database, and the transactions its service's changes run in. */
import type { Db, Tx } from './client.js';

/** The database, or the transaction a read or write takes part in. */
export type Handle = Db | Tx;

export abstract class Repository {
  constructor(protected readonly db: Db) {}

  /** Runs `work` in one transaction: every write in it commits, or none does. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
