/** Data access for reviews. No business rules here. */
import { desc, eq, sql } from 'drizzle-orm';
import { courses, reviews, users } from '../../db/schema/index.js';
import { Repository } from '../../db/repository.js';

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  authorName: users.name,
  authorRole: users.role,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  instructorReply: reviews.instructorReply,
  instructorRepliedAt: reviews.instructorRepliedAt,
};

export class ReviewRepository extends Repository {
  /** The course's most recently written or edited reviews with their authors. */
  recent(courseId: string, limit: number) {
    return this.db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.courseId, courseId))
      .orderBy(desc(reviews.updatedAt), desc(reviews.id))
      .limit(limit);
  }

  async one(id: string) {
    const [row] = await this.db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row;
  }

  /** The review's course instructor (none for an unknown review). */
  async courseInstructorOf(reviewId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ instructorId: courses.instructorId })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(eq(reviews.id, reviewId))
      .limit(1);
    return row?.instructorId ?? null;
  }

  /** Writes (text) or removes (null) the instructor's reply; the review's own times stay as they are. */
  async setInstructorReply(reviewId: string, text: string | null) {
    const [row] = await this.db
      .update(reviews)
      .set({ instructorReply: text, instructorRepliedAt: text === null ? null : sql`now()` })
      .where(eq(reviews.id, reviewId))
      .returning({ text: reviews.instructorReply, at: reviews.instructorRepliedAt });
    return row!;
  }

  /** The course's real average and count. */
  async rating(courseId: string): Promise<{ average: number | null; count: number }> {
    const [row] = await this.db
      .select({
        average: sql<number | null>`avg(${reviews.rating})::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(eq(reviews.courseId, courseId));
    return {
      average: row?.average === null || row?.average === undefined ? null : Number(row.average),
      count: Number(row?.count ?? 0),
    };
  }

  /**
   * Creates the user's review of the course or replaces it (one per user and course, by the
   * unique key), in one statement. `created` tells which happened.
   */
  async upsert(v: { userId: string; courseId: string; rating: number; text: string | null }) {
    const [row] = await this.db
      .insert(reviews)
      .values(v)
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.courseId],
        set: { rating: v.rating, text: v.text, updatedAt: sql`now()` },
      })
      // A row the statement inserted has no deleting transaction yet (xmax = 0); an updated one has.
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
    return row!;
  }
}
