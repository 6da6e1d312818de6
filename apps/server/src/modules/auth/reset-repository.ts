/** Data access for password reset tokens (only their SHA-256 is stored). No business rules here. */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';
import { Repository, type Handle } from '../../db/repository.js';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export class PasswordResetRepository extends Repository {
  async byHash(tokenHash: string, db: Handle = this.db): Promise<PasswordResetRow | undefined> {
    const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** The token's row, locked until the transaction ends (two uses of one token take turns). */
  async lockByHash(tx: Tx, tokenHash: string): Promise<PasswordResetRow | undefined> {
    const [row] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update');
    return row;
  }

  async insert(tx: Handle, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await tx.insert(passwordResets).values(values);
  }

  /**
   * Marks every unused token of the user used at `at` (a new password supersedes them), or, with
   * `olderThanMinutes`, those created at least that long ago by the database's clock (a newer token
   * supersedes them).
   */
  async useAllOf(tx: Handle, userId: string, at: Date, olderThanMinutes?: number): Promise<void> {
    await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(
        and(
          eq(passwordResets.userId, userId),
          isNull(passwordResets.usedAt),
          olderThanMinutes === undefined
            ? undefined
            : lte(passwordResets.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes}::int)`),
        ),
      );
  }
}
