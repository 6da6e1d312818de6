/** Data access for users. */
import { and, eq } from 'drizzle-orm';
import type { Role, SessionUser } from '@cms/contract';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { Repository } from '../../db/repository.js';

export type UserRow = typeof users.$inferSelect;

export const toSessionUser = (u: UserRow): SessionUser => ({
  userId: u.id,
  role: u.role as Role,
  name: u.name,
  email: u.email,
  image: u.image,
});

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export class UserRepository extends Repository {
  async byEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .limit(1);
    return row;
  }

  async byGoogleSub(sub: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
    return row;
  }

  async byId(id: string, db: Db | Tx = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Inserts a user; returns undefined when the e-mail is taken. */
  async insert(values: {
    name: string;
    email: string;
    passwordHash?: string | null;
    googleSub?: string | null;
    image?: string | null;
    role?: Role;
  }): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values({ ...values, email: normaliseEmail(values.email) })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  }

  async linkGoogle(id: string, sub: string, image: string | null): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ googleSub: sub, image, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  }

  /**
   * Replaces the password hash. With `expected`, only while the stored hash is still that one (a
   * concurrent change wins once); returns false when nothing was updated.
   */
  async setPasswordHash(db: Db | Tx, id: string, passwordHash: string, expected?: string): Promise<boolean> {
    const mine = eq(users.id, id);
    const rows = await db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(expected === undefined ? mine : and(mine, eq(users.passwordHash, expected)))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
