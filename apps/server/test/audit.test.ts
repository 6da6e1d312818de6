/**
 * The audit log over HTTP: a course deletion (by an admin or by its instructor) writes an entry
 * with the actor, before and after in the same transaction; a refused deletion writes none; the
 * admins' list filters, pages and sorts newest first; only admins read it.
 */
import { randomUUID } from 'node:crypto';
import { AUDIT_API, COURSE_API, type AuditEntry } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { createCourse, pathOf } from './helpers/courses.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

describe.each(databaseDrivers)('audit log (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...usualCast('admin'),
    owner: USUAL_PEOPLE.instructor,
    other: ['Instructor', 'Ravi Rival'],
    ...usualCast('student'),
  });

  const deleteCourse = (who: TestUser, id: string) => who.client.request('PUT', pathOf(COURSE_API.deleteCourse, id));
  const list = async (query = '') => {
    const res = await t.admin.client.get(`${AUDIT_API.list}${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as { entries: AuditEntry[]; total: number; page: number; pageSize: number };
  };
  const entriesFor = async (courseId: string) => (await list(`?entityType=course&entityId=${courseId}`)).entries;

  it('an admin deleting a course writes course.deleted with the actor, before and after', async () => {
    const course = await createCourse(t.owner.client, {
      lessons: 1,
      publish: true,
      overrides: { title: 'Doomed Course' },
    });
    expect(await entriesFor(course.id)).toEqual([]);
    const res = await deleteCourse(t.admin, course.id);
    expect(res.status, res.text).toBe(200);

    const [row] = await t.query<{ deleted_at: Date | string }>(
      sql`select deleted_at from courses where id = ${course.id}`,
    );
    const deletedAt = new Date(row!.deleted_at).toISOString();
    const entries = await entriesFor(course.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: { id: t.admin.userId, name: 'Asha Admin', email: t.admin.creds.email, role: 'Admin' },
      action: 'course.deleted',
      entityType: 'course',
      entityId: course.id,
      summary: 'Doomed Course',
      before: { title: 'Doomed Course', isPublished: true, deletedAt: null },
      after: { deletedAt },
    });
    // Written in the deletion's transaction: the same transaction time.
    expect(entries[0]!.at).toBe(deletedAt);
  });

  it('an instructor deleting their own draft is recorded with the Instructor role; a refused deletion writes nothing', async () => {
    const course = await createCourse(t.owner.client, { lessons: 1, overrides: { title: 'Draft To Drop' } });
    expectErrorShape(await deleteCourse(t.other, course.id), 403, 'FORBIDDEN');
    expectErrorShape(await deleteCourse(t.student, course.id), 403, 'FORBIDDEN');
    expect(await entriesFor(course.id)).toEqual([]);

    expect((await deleteCourse(t.owner, course.id)).status).toBe(200);
    // Deleting again is a 404 and writes nothing more.
    expectErrorShape(await deleteCourse(t.owner, course.id), 404);
    expectErrorShape(await deleteCourse(t.admin, course.id), 404);
    const entries = await entriesFor(course.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: t.owner.userId, name: 'Ira Instructor', email: t.owner.creds.email, role: 'Instructor' },
      action: 'course.deleted',
      before: { title: 'Draft To Drop', isPublished: false, deletedAt: null },
    });
  });

  it('the actor is copied: a later change of name does not rewrite the entry', async () => {
    const course = await createCourse(t.other.client, { lessons: 1 });
    expect((await deleteCourse(t.admin, course.id)).status).toBe(200);
    await t.query(sql`update users set name = 'Renamed Admin' where id = ${t.admin.userId}`);
    try {
      expect((await entriesFor(course.id))[0]!.actor.name).toBe('Asha Admin');
    } finally {
      await t.query(sql`update users set name = 'Asha Admin' where id = ${t.admin.userId}`);
    }
  });

  it('the list: newest first, filtered by action, entity type and entity id, paginated with the total', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const course = await createCourse(t.owner.client, { lessons: 1, overrides: { title: `Listed ${i}` } });
      expect((await deleteCourse(t.admin, course.id)).status).toBe(200);
      ids.push(course.id);
    }
    const [{ n } = { n: 0 }] = await t.query<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    const all = await list('?pageSize=100');
    expect(all).toMatchObject({ total: n, page: 1, pageSize: 100 });
    expect(all.entries).toHaveLength(n);
    const times = all.entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The three deletions, the latest first.
    const mine = all.entries.filter((e) => ids.includes(e.entityId)).map((e) => e.entityId);
    expect(mine).toEqual([...ids].reverse());

    const deletions = await list('?action=course.deleted&pageSize=100');
    expect(deletions.total).toBe(n);
    expect(deletions.entries.every((e) => e.action === 'course.deleted' && e.entityType === 'course')).toBe(true);
    expect(await list('?action=payout.recorded')).toMatchObject({ entries: [], total: 0 });
    expect(await list('?entityType=withdrawal')).toMatchObject({ entries: [], total: 0 });
    const one = await list(`?entityId=${ids[1]}`);
    expect(one.total).toBe(1);
    expect(one.entries.map((e) => e.summary)).toEqual(['Listed 1']);
    expect(await list(`?entityId=${randomUUID()}`)).toMatchObject({ entries: [], total: 0 });

    const page2 = await list('?page=2&pageSize=2');
    expect(page2).toMatchObject({ total: n, page: 2, pageSize: 2 });
    expect(page2.entries.map((e) => e.id)).toEqual(all.entries.slice(2, 4).map((e) => e.id));

    for (const bad of ['?action=course.created', '?entityType=person', '?entityId=nope', '?pageSize=101', '?page=0']) {
      expectErrorShape(await t.admin.client.get(`${AUDIT_API.list}${bad}`), 400, 'BAD_REQUEST');
    }
  });

  it('only admins read the log', async () => {
    for (const who of [t.owner, t.student]) expectErrorShape(await who.client.get(AUDIT_API.list), 403, 'FORBIDDEN');
    expectErrorShape(await t.client().get(AUDIT_API.list), 401, 'UNAUTHENTICATED');
  });
});
