/**
 * The lead's team over HTTP: the members are exactly the students of the lead's team, View
 * Profile shows their real course status and progress, a lead sees and writes to the own team
 * only (403 for anyone else, 404 for an unknown id), blank messages are refused, and a message
 * opens the pair's conversation and queues a mail in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { CONVERSATION_API, TEAM_API, TEAM_MSG, type TeamMember } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.js';
import { appDrivers, pgAvailable, sql } from './helpers/app.js';
import { createCourse } from './helpers/courses.js';
import { enrolAt, lessonIds, report } from './helpers/learning.js';
import { mailsTo, memberPath, messageMember, sendToMember, setTeam } from './helpers/team.js';
import { expectErrorShape, signIn, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteApp, suiteWithUsers } from './helpers/suite.js';

const TEAM_CAST = {
  ...usualCast('lead', 'otherLead'),
  zara: ['Student', 'Zara Zaveri'],
  aarav: ['Student', 'Aarav Patel'],
  meera: ['Student', 'Meera Iyer'],
  ...usualCast('instructor', 'admin'),
} as const;

describe.each(appDrivers)('the lead team (%s)', (driver) => {
  const t = suiteWithUsers(driver, TEAM_CAST);

  beforeAll(async () => {
    // Team-1: the lead, a second lead, Zara and Aarav; Meera is in Team-2.
    for (const u of [t.lead, t.otherLead, t.zara, t.aarav]) await setTeam(t, u, 'Team-1');
    await setTeam(t, t.meera, 'Team-2');
    await t.query(sql`update student_profiles set phone = '+919876543210', college = 'CMS College'
      where user_id = ${t.aarav.userId}`);
  });

  const members = async (user: TestUser): Promise<TeamMember[]> => {
    const res = await user.client.get(TEAM_API.members);
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.members as TeamMember[];
  };
  const count = async (table: 'conversations' | 'messages') =>
    (await t.query<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

  describe('members', () => {
    it("are exactly the students of the lead's team, by name: not other teams, leads or instructors", async () => {
      const list = await members(t.lead);
      expect(list.map((m) => m.name)).toEqual(['Aarav Patel', 'Zara Zaveri']);
      const a = list[0]!;
      expect(Object.keys(a).sort()).toEqual(
        ['_id', 'branch', 'college', 'courseCount', 'email', 'name', 'phone', 'profileImg', 'teamNum'].sort(),
      );
      expect(a).toMatchObject({
        _id: t.aarav.userId,
        email: t.aarav.creds.email,
        teamNum: 'Team-1',
        branch: 'CSD',
        phone: '+919876543210',
        college: 'CMS College',
        courseCount: 0,
      });
      expect(a.profileImg).toMatch(/^\/api\/media\//);
      expect(list[1]).toMatchObject({ _id: t.zara.userId, phone: null, college: null });
      // The other lead of Team-1 sees the same students; Team-2's students are not theirs.
      expect((await members(t.otherLead)).map((m) => m._id)).toEqual([t.aarav.userId, t.zara.userId]);
    });

    it('follow the profiles: a student who changes team leaves one list and joins the other', async () => {
      await setTeam(t, t.zara, 'Team-2');
      try {
        expect((await members(t.lead)).map((m) => m.name)).toEqual(['Aarav Patel']);
        await setTeam(t, t.lead, 'Team-2');
        expect((await members(t.lead)).map((m) => m.name)).toEqual(['Meera Iyer', 'Zara Zaveri']);
      } finally {
        await setTeam(t, t.zara, 'Team-1');
        await setTeam(t, t.lead, 'Team-1');
      }
    });

    it('are for leads only', async () => {
      for (const user of [t.zara, t.instructor, t.admin]) {
        expectErrorShape(await user.client.get(TEAM_API.members), 403, 'FORBIDDEN');
        expectErrorShape(await user.client.get(memberPath(t.aarav.userId)), 403, 'FORBIDDEN');
        expectErrorShape(await messageMember(user, t.aarav.userId, { message: 'Hi' }), 403, 'FORBIDDEN');
      }
      expectErrorShape(await t.client().get(TEAM_API.members), 401);
    });
  });

  describe('View Profile', () => {
    it('shows each enrolled course with its real status and progress', async () => {
      const threeLessons = await createCourse(t.instructor.client, {
        lessons: 3,
        publish: true,
        overrides: { title: 'Three Lessons' },
      });
      const oneLesson = await createCourse(t.instructor.client, {
        lessons: 1,
        publish: true,
        overrides: { title: 'One Lesson' },
      });
      const untouched = await createCourse(t.instructor.client, {
        lessons: 2,
        publish: true,
        overrides: { title: 'Not Started Yet' },
      });
      const e1 = await enrolAt(t, t.aarav.userId, threeLessons.id, 30);
      const e2 = await enrolAt(t, t.aarav.userId, oneLesson.id, 20);
      await enrolAt(t, t.aarav.userId, untouched.id, 10);
      await report(t.aarav.client, e1, lessonIds(threeLessons)[0]!, { positionSeconds: 1, completed: true });
      await report(t.aarav.client, e2, lessonIds(oneLesson)[0]!, { positionSeconds: 1, completed: true });

      const res = await t.lead.client.get(memberPath(t.aarav.userId));
      expect(res.status, res.text).toBe(200);
      const m = res.body.member;
      expect(m).toMatchObject({ _id: t.aarav.userId, name: 'Aarav Patel', courseCount: 3, conversationId: null });
      const byTitle = Object.fromEntries(
        (m.courses as { title: string; status: string; progress: number; courseId: string }[]).map((c) => [c.title, c]),
      );
      expect(byTitle['Three Lessons']).toEqual({
        courseId: threeLessons.id,
        title: 'Three Lessons',
        status: 'In Progress',
        progress: 33,
      });
      expect(byTitle['One Lesson']).toMatchObject({ status: 'Completed', progress: 100 });
      expect(byTitle['Not Started Yet']).toMatchObject({ status: 'In Progress', progress: 0 });
      expect((await members(t.lead)).find((x) => x._id === t.aarav.userId)!.courseCount).toBe(3);
    });

    it("refuses anyone outside the lead's team with 403 and an unknown id with 404", async () => {
      for (const outsider of [t.meera, t.otherLead, t.instructor, t.admin, t.lead]) {
        expectErrorShape(await t.lead.client.get(memberPath(outsider.userId)), 403, 'NOT_IN_TEAM');
        expectErrorShape(await messageMember(t.lead, outsider.userId, { message: 'Hello' }), 403, 'NOT_IN_TEAM');
      }
      expect((await t.lead.client.get(memberPath(t.meera.userId))).body.error.message).toBe(TEAM_MSG.notInTeam);
      expectErrorShape(await t.lead.client.get(memberPath(randomUUID())), 404, 'MEMBER_NOT_FOUND');
      expectErrorShape(await messageMember(t.lead, randomUUID(), { message: 'Hello' }), 404, 'MEMBER_NOT_FOUND');
      expectErrorShape(await t.lead.client.get(memberPath('not-a-uuid')), 400);
      expect(await count('messages')).toBe(0);
    });
  });

  describe('a message to a member', () => {
    it('is refused when blank (or only invisible characters) or too long, and nothing is written', async () => {
      const invisible = '\u200B\u200D\u2060\uFEFF\u3164';
      for (const body of [{ message: '' }, { message: '   \n\t ' }, { message: invisible }, {}, { message: null }]) {
        const res = await messageMember(t.lead, t.zara.userId, body);
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.message).toBe(TEAM_MSG.messageRequired);
      }
      expectErrorShape(await messageMember(t.lead, t.zara.userId, { message: 'x'.repeat(5001) }), 400, 'BAD_REQUEST');
      expect(await count('conversations')).toBe(0);
      expect(await count('messages')).toBe(0);
      expect(await mailsTo(t, t.zara.creds.email)).toEqual([]);
    });

    it('opens the conversation, is stored trimmed and queues a mail to the member', async () => {
      const res = await messageMember(t.lead, t.zara.userId, {
        message: '  Please finish the React course by Friday.  ',
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toEqual({ success: true, message: TEAM_MSG.sent, conversationId: expect.any(String) });
      const conversationId = res.body.conversationId as string;

      const [conversation] = await t.query<{ lead_id: string; member_id: string }>(
        sql`select lead_id, member_id from conversations where id = ${conversationId}`,
      );
      expect(conversation).toEqual({ lead_id: t.lead.userId, member_id: t.zara.userId });
      const stored = await t.query<{ body: string; sender_id: string }>(
        sql`select body, sender_id from messages where conversation_id = ${conversationId}`,
      );
      expect(stored).toEqual([{ body: 'Please finish the React course by Friday.', sender_id: t.lead.userId }]);

      const mails = await mailsTo(t, t.zara.creds.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'message', status: 'outbox', subject: 'New message from Lalit Lead' });
      expect(mails[0]!.text_body).toContain('Please finish the React course by Friday.');
      expect(mails[0]!.text_body).toContain(`${t.url}/student/messages/${conversationId}`);
      expect(mails[0]!.html_body).toContain(`href="${t.url}/student/messages/${conversationId}"`);

      // View Profile now links the conversation.
      expect((await t.lead.client.get(memberPath(t.zara.userId))).body.member.conversationId).toBe(conversationId);
    });

    it('adds to the same conversation and moves it forward', async () => {
      const first = await sendToMember(t.lead, t.aarav, 'First note');
      const [before] = await t.query<{ at: Date }>(
        sql`select last_message_at as at from conversations where id = ${first}`,
      );
      const second = await sendToMember(t.lead, t.aarav, 'Second note');
      expect(second).toBe(first);
      const rows = await t.query<{ n: number; at: Date }>(
        sql`select (select count(*)::int from messages where conversation_id = c.id) as n, c.last_message_at as at
            from conversations c where c.lead_id = ${t.lead.userId} and c.member_id = ${t.aarav.userId}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.n).toBe(2);
      expect(new Date(rows[0]!.at).getTime()).toBeGreaterThan(new Date(before!.at).getTime());
      // Both within a few minutes: one mail names both (grouped mail, issue 19).
      const mails = await mailsTo(t, t.aarav.creds.email);
      expect(mails.map((m) => [m.kind, m.subject])).toEqual([['message', '2 new messages from Lalit Lead']]);
      expect(mails[0]!.text_body).toContain('First note');
      expect(mails[0]!.text_body).toContain('Second note');
    });

    it('escapes the message in the HTML mail', async () => {
      await sendToMember(t.lead, t.aarav, '<script>alert(1)</script> & "quotes"');
      const last = (await mailsTo(t, t.aarav.creds.email)).at(-1)!;
      expect(last.html_body).not.toContain('<script>');
      expect(last.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
      expect(last.text_body).toContain('<script>alert(1)</script> & "quotes"');
    });
  });
});

describe('the demo team', () => {
  const fastest = pgAvailable ? 'postgres' : 'pglite';
  const t = suiteApp(fastest);

  beforeAll(async () => {
    await seedDemoData(t.app.db, t.app.services);
  });

  const demoClient = async (email: string) => {
    const client = t.client();
    expect((await signIn(client, email, 'demo1234')).status).toBe(200);
    return client;
  };

  it("Team-1's students with their courses and varied progress, phones and colleges", async () => {
    const lead = await demoClient('lead@cms.local');
    const list = (await lead.get(TEAM_API.members)).body.members as TeamMember[];
    expect(list.map((m) => m.name)).toEqual(['Aarav Patel', 'Diya Sharma', 'Kabir Singh', 'Sana Student']);
    expect(list.every((m) => m.teamNum === 'Team-1' && m.courseCount > 0)).toBe(true);
    expect(list.filter((m) => m.phone).length).toBeGreaterThanOrEqual(2);
    const progress = new Set<number>();
    for (const m of list) {
      const detail = await lead.get(memberPath(m._id));
      expect(detail.status, detail.text).toBe(200);
      for (const c of detail.body.member.courses as { progress: number }[]) progress.add(c.progress);
    }
    expect(progress.size).toBeGreaterThanOrEqual(3);
  });

  it('one thread between the lead and Sana, its last message unread for her, its mails queued', async () => {
    const sana = await demoClient('student@cms.local');
    expect((await sana.get(CONVERSATION_API.unread)).body).toEqual({ count: 1 });
    const [row] = (await sana.get(CONVERSATION_API.list)).body.conversations;
    expect(row).toMatchObject({ other: { name: 'Lalit Lead', role: 'Lead' }, unreadCount: 1 });
    const thread = (await sana.get(CONVERSATION_API.thread.replace(':id', row.id))).body;
    expect((thread.messages as { fromMe: boolean }[]).map((m) => m.fromMe)).toEqual([false, true, false]);
    const lead = await demoClient('lead@cms.local');
    expect((await lead.get(CONVERSATION_API.unread)).body).toEqual({ count: 0 });
    const mails = await t.query<{ kind: string; to_address: string }>(
      sql`select kind, to_address from mail_outbox where kind in ('message', 'reply') order by created_at`,
    );
    // The lead's two messages to Sana were written within minutes by the seed: one mail (grouped mail).
    expect(mails).toEqual([
      { kind: 'message', to_address: 'student@cms.local' },
      { kind: 'reply', to_address: 'lead@cms.local' },
    ]);
  });
});
