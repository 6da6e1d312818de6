/** Data access for certificates. No business rules here. */
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { certificates, courses, lessons, users } from '../../db/schema/index.js';
import { containsPattern, pageWindow } from '../../db/list-query.js';
import { Repository, type Handle } from '../../db/repository.js';
import type { Tx } from '../../db/client.js';
import { instructor, onInstructor } from '../courses/repository.js';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

export interface AdminCertificateFilter {
  search?: string;
  status: 'all' | 'valid' | 'revoked';
  page: number;
  pageSize: number;
}

const adminColumns = {
  certificate: certificates,
  learnerEmail: users.email,
};

export class CertificateRepository extends Repository {
  byId(id: string, db: Handle = this.db): Promise<CertificateRow | undefined> {
    return this.rowById(certificates, id, db);
  }

  /** The certificate's row locked for the rest of the transaction. */
  lock(tx: Tx, id: string): Promise<CertificateRow | undefined> {
    return this.rowById(certificates, id, tx, 'update');
  }

  async idFor(userId: string, courseId: string): Promise<string | null> {
    return this.idWhere(certificates, and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  }

  /** Inserts the certificate unless the learner already has one for the course; true when this call inserted it. */
  async insertOnce(row: NewCertificate): Promise<boolean> {
    const inserted = await this.db
      .insert(certificates)
      .values(row)
      .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
      .returning({ id: certificates.id });
    return inserted.length > 0;
  }

  /** What the certificate records of the learner and the course: names, title, instructor and video seconds. */
  async snapshot(userId: string, courseId: string) {
    const [row] = await this.db
      .select({
        learnerName: users.name,
        courseTitle: courses.title,
        courseSubtitle: courses.subtitle,
        instructorId: courses.instructorId,
        instructorName: instructor.name,
        videoSeconds: sql<number>`(select coalesce(sum(l.duration_seconds), 0)::float8 from ${lessons} l
          where l.course_id = ${courses.id} and l.kind = 'video')`.mapWith(Number),
      })
      .from(courses)
      .innerJoin(instructor, onInstructor())
      .innerJoin(users, eq(users.id, userId))
      .where(eq(courses.id, courseId))
      .limit(1);
    return row;
  }

  forUser(userId: string): Promise<CertificateRow[]> {
    return this.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  }

  /** The admins' list: newest first, searched by learner name, course title or id. */
  async list(filter: AdminCertificateFilter) {
    const conditions: (SQL | undefined)[] = [];
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      conditions.push(
        or(
          ilike(certificates.learnerName, pattern),
          ilike(certificates.courseTitle, pattern),
          eq(certificates.id, filter.search),
        ),
      );
    }
    if (filter.status === 'valid') conditions.push(isNull(certificates.revokedAt));
    if (filter.status === 'revoked') conditions.push(isNotNull(certificates.revokedAt));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const { limit, offset } = pageWindow(filter);
    const [rows, total] = await Promise.all([
      this.db
        .select(adminColumns)
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(where)
        .orderBy(desc(certificates.issuedAt), desc(certificates.id))
        .limit(limit)
        .offset(offset),
      this.db.$count(certificates, where),
    ]);
    return { rows, total };
  }

  async withEmail(id: string, db: Handle = this.db) {
    const [row] = await db
      .select(adminColumns)
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(eq(certificates.id, id));
    return row;
  }

  async revoke(tx: Tx, id: string, by: string, reason: string, at: Date): Promise<void> {
    await tx
      .update(certificates)
      .set({ revokedAt: at, revokedReason: reason, revokedBy: by })
      .where(eq(certificates.id, id));
  }
}
