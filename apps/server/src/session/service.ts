/** Server-side sessions: create, look up with sliding renewal, revoke. */
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { SessionUser, Role } from '@cms/contract';
import type { Db, Tx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';

export interface SessionLookup {
  user: SessionUser;
  /** Set when the session was renewed and the cookie must be re-sent. */
  renewedUntil: Date | null;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  async create(userId: string, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.ttlMs);
    await this.db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  /** The session's user; null when the token is unknown or expired, or the account is disabled. */
  async lookup(token: string): Promise<SessionLookup | null> {
    const now = new Date();
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        image: users.image,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), isNull(users.disabledAt)))
      .limit(1);
    if (!row) return null;
    let renewedUntil: Date | null = null;
    // Sliding renewal: once less than half of the lifetime is left, extend it.
    if (row.expiresAt.getTime() - now.getTime() < this.ttlMs / 2) {
      renewedUntil = new Date(now.getTime() + this.ttlMs);
      await this.db
        .update(sessions)
        .set({ expiresAt: renewedUntil, lastUsedAt: now })
        .where(eq(sessions.id, row.sessionId));
    }
    return {
      user: { userId: row.userId, role: row.role as Role, name: row.name, email: row.email, image: row.image },
      renewedUntil,
    };
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /**
   * Ends every session of the user except the one of `except` (a cookie token), inside `tx` when
   * given (a password change commits with it). Returns how many ended.
   */
  async revokeAll(userId: string, { except, tx }: { except?: string | null; tx?: Tx | Db } = {}): Promise<number> {
    const mine = eq(sessions.userId, userId);
    const ended = await (tx ?? this.db)
      .delete(sessions)
      .where(except ? and(mine, ne(sessions.tokenHash, hashToken(except))) : mine)
      .returning({ id: sessions.id });
    return ended.length;
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
