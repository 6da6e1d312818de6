/** Data access for role requests: the applicant's latest, the admins' list and badge, decisions. */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RoleRequestStatus } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { pageOfRows } from '../../db/list-query.js';
import { Repository, type Handle } from '../../db/repository.js';
import { roleRequests, users } from '../../db/schema/index.js';

export type RoleRequestRow = typeof roleRequests.$inferSelect;
export type NewRoleRequest = Pick<typeof roleRequests.$inferInsert, 'userId' | 'role' | 'details'>;

const deciders = alias(users, 'deciders');

export interface RoleRequestFilter {
  status?: RoleRequestStatus;
  limit: number;
  offset: number;
}

export class RoleRequestRepository extends Repository {
  insert(tx: Tx, values: NewRoleRequest): Promise<RoleRequestRow> {
    return this.insertRow(tx, roleRequests, values);
  }

  /** The user's newest request (role_requests_user_created_idx). */
  async latestOf(userId: string, db: Handle = this.db): Promise<RoleRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(roleRequests)
      .where(eq(roleRequests.userId, userId))
      .orderBy(desc(roleRequests.createdAt))
      .limit(1);
    return row;
  }

  async pendingOf(tx: Tx, userId: string): Promise<RoleRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(roleRequests)
      .where(and(eq(roleRequests.userId, userId), eq(roleRequests.status, 'pending')))
      .limit(1);
    return row;
  }

  lock(tx: Tx, id: string) {
    return this.rowById(roleRequests, id, tx, 'update');
  }

  /** One request with its applicant and decider, as the admins' screen shows it. */
  async adminOne(id: string, db: Handle = this.db) {
    const [row] = await this.adminRows(db).where(eq(roleRequests.id, id));
    return row;
  }

  /**
   * A page of requests (role_requests_status_created_idx): pending ones oldest first (first come,
   * first decided), the others newest first; and how many are pending whatever the filter (the badge).
   */
  async list({ status, limit, offset }: RoleRequestFilter) {
    const where: SQL | undefined = status ? eq(roleRequests.status, status) : undefined;
    const order =
      status === 'pending'
        ? [asc(roleRequests.createdAt), asc(roleRequests.id)]
        : [desc(roleRequests.createdAt), desc(roleRequests.id)];
    const [page, pending] = await Promise.all([
      pageOfRows(
        this.adminRows(this.db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        this.db.$count(roleRequests, where),
      ),
      this.pendingCount(),
    ]);
    return { ...page, pending };
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(roleRequests).where(eq(roleRequests.status, 'pending'));
    return row?.n ?? 0;
  }

  async decide(
    tx: Tx,
    id: string,
    decision: { status: 'approved' | 'rejected'; reason: string | null; decidedBy: string },
  ): Promise<void> {
    await tx
      .update(roleRequests)
      .set({ ...decision, decidedAt: new Date() })
      .where(eq(roleRequests.id, id));
  }

  private adminRows(db: Handle) {
    return db
      .select({
        request: roleRequests,
        applicantName: users.name,
        applicantEmail: users.email,
        deciderName: deciders.name,
      })
      .from(roleRequests)
      .innerJoin(users, eq(users.id, roleRequests.userId))
      .leftJoin(deciders, eq(deciders.id, roleRequests.decidedBy))
      .$dynamic();
  }
}

export type AdminRoleRequestRow = NonNullable<Awaited<ReturnType<RoleRequestRepository['adminOne']>>>;
