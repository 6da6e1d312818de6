/**
 * Messages over HTTP: a lead's message and replies both ways, each mailed to the other person in
 * the transaction that writes it; unread counts that go up with messages and down with reading;
 * threads readable by their two people only; a lead cannot write to a member who left the team,
 * while the member can still answer.
 */
import { randomUUID } from 'node:crypto';
import { CONVERSATION_API, CONVERSATION_MSG, MESSAGE_SNIPPET_LENGTH, type ConversationSummary } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import {
  mailsTo,
  markRead,
  messageMember,
  reply,
  replyRaw,
  sendToMember,
  setTeam,
  threadPath,
  unread,
} from './helpers/team.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const MESSAGES_CAST = {
  ...usualCast('lead'),
  sana: USUAL_PEOPLE.student,
  kabir: ['Student', 'Kabir Singh'],
  ...usualCast('otherLead', 'instructor'),
} as const;

describe.each(appDrivers)('messages (%s)', (driver) => {
  const t = suiteWithUsers(driver, MESSAGES_CAST);
  /** The lead's conversation with Sana (opened by the first test). */
  let conversationId: string;

  beforeAll(async () => {
    for (const u of [t.lead, t.sana, t.kabir, t.otherLead]) await setTeam(t, u, 'Team-1');
  });

  const list = async (user: TestUser): Promise<ConversationSummary[]> => {
    const res = await user.client.get(CONVERSATION_API.list);
    expect(res.status, res.text).toBe(200);
    return res.body.conversations as ConversationSummary[];
  };
  const thread = async (user: TestUser, id = conversationId) => {
    const res = await user.client.get(threadPath(id));
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  it('a message from the team page reaches the member unread, and the lead has it as read', async () => {
    expect(await unread(t.sana)).toBe(0);
    expect(await list(t.sana)).toEqual([]);
    conversationId = await sendToMember(t.lead, t.sana, 'Welcome to Team-1!');

    expect(await unread(t.sana)).toBe(1);
    expect(await unread(t.lead)).toBe(0);
    const [forSana] = await list(t.sana);
    expect(forSana).toEqual({
      id: conversationId,
      other: { id: t.lead.userId, name: 'Lalit Lead', image: expect.stringMatching(/^\/api\/media\//), role: 'Lead' },
      lastMessage: { snippet: 'Welcome to Team-1!', at: expect.any(String), fromMe: false },
      unreadCount: 1,
    });
    const [forLead] = await list(t.lead);
    expect(forLead).toMatchObject({
      id: conversationId,
      other: { id: t.sana.userId, name: 'Sana Student', role: 'Student' },
      lastMessage: { fromMe: true },
      unreadCount: 0,
    });

    await sendToMember(t.lead, t.sana, 'Your first task is in My Courses.');
    expect(await unread(t.sana)).toBe(2);
    const body = await thread(t.sana);
    expect(body.conversation).toEqual({ id: conversationId, other: forSana!.other, canReply: true });
    expect(body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Welcome to Team-1!',
      'Your first task is in My Courses.',
    ]);
    expect(body.messages[0]).toEqual({
      id: expect.any(String),
      body: 'Welcome to Team-1!',
      sentAt: expect.any(String),
      senderId: t.lead.userId,
      fromMe: false,
    });
    // Reading the thread does not mark it read; PUT …/read does.
    expect(await unread(t.sana)).toBe(2);
    const read = await markRead(t.sana, conversationId);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual({ count: 0 });
    expect(await unread(t.sana)).toBe(0);
    expect((await list(t.sana))[0]!.unreadCount).toBe(0);
  });

  it('replies go both ways, count as unread for the other side and are mailed to them', async () => {
    const res = await reply(t.sana, conversationId, 'Thank you! I will start today.');
    expect(res.body).toEqual({
      success: true,
      message: CONVERSATION_MSG.sent,
      sent: {
        id: expect.any(String),
        body: 'Thank you! I will start today.',
        sentAt: expect.any(String),
        senderId: t.sana.userId,
        fromMe: true,
      },
    });
    expect(await unread(t.lead)).toBe(1);
    expect(await unread(t.sana)).toBe(0);
    const [forLead] = await list(t.lead);
    expect(forLead).toMatchObject({
      unreadCount: 1,
      lastMessage: { snippet: 'Thank you! I will start today.', fromMe: false },
    });

    const toLead = await mailsTo(t, t.lead.creds.email);
    expect(toLead).toHaveLength(1);
    expect(toLead[0]).toMatchObject({
      kind: 'reply',
      status: 'outbox',
      subject: 'Sana Student replied to your message',
    });
    expect(toLead[0]!.text_body).toContain('Thank you! I will start today.');
    expect(toLead[0]!.text_body).toContain(`${t.url}/lead/messages/${conversationId}`);

    expect((await markRead(t.lead, conversationId)).body).toEqual({ count: 0 });
    await reply(t.lead, conversationId, 'Great, ask me anything.');
    expect(await unread(t.sana)).toBe(1);
    expect(await unread(t.lead)).toBe(0);
    // The lead's three messages within a few minutes: one mail listing them (grouped mail, issue 19).
    const toSana = await mailsTo(t, t.sana.creds.email);
    expect(toSana.map((m) => [m.kind, m.subject])).toEqual([['message', '3 new messages from Lalit Lead']]);
    expect(toSana[0]!.text_body).toContain('Lalit Lead wrote:\nWelcome to Team-1!');
    expect(toSana[0]!.text_body).toContain('Lalit Lead wrote:\nGreat, ask me anything.');
    expect(toSana[0]!.text_body).toContain(`${t.url}/student/messages/${conversationId}`);

    const messages = (await thread(t.lead)).messages as { body: string; fromMe: boolean }[];
    expect(messages.map((m) => [m.body, m.fromMe])).toEqual([
      ['Welcome to Team-1!', true],
      ['Your first task is in My Courses.', true],
      ['Thank you! I will start today.', false],
      ['Great, ask me anything.', true],
    ]);
  });

  it('each conversation counts its own unread messages; the list is latest first', async () => {
    const withKabir = await sendToMember(t.lead, t.kabir, 'Hello Kabir');
    expect(await unread(t.kabir)).toBe(1);
    expect(await unread(t.sana)).toBe(1);
    const ids = (await list(t.lead)).map((c) => c.id);
    expect(ids).toEqual([withKabir, conversationId]);
    await reply(t.sana, conversationId, 'One more question.');
    expect((await list(t.lead)).map((c) => c.id)).toEqual([conversationId, withKabir]);
    expect((await list(t.lead)).map((c) => c.unreadCount)).toEqual([1, 0]);
    await markRead(t.lead, conversationId);
    await markRead(t.sana, conversationId);
  });

  it('the list shows the first characters of a long message', async () => {
    const long = `${'a'.repeat(200)} end`;
    const id = await sendToMember(t.lead, t.kabir, long);
    const [row] = await list(t.kabir);
    expect(row!.id).toBe(id);
    expect(row!.lastMessage!.snippet).toBe('a'.repeat(MESSAGE_SNIPPET_LENGTH));
    expect((await thread(t.kabir, id)).messages.at(-1).body).toBe(long);
  });

  it('only its two people read or write a thread: anyone else gets 404', async () => {
    for (const stranger of [t.kabir, t.otherLead]) {
      expectErrorShape(await stranger.client.get(threadPath(conversationId)), 404, 'CONVERSATION_NOT_FOUND');
      expectErrorShape(await markRead(stranger, conversationId), 404, 'CONVERSATION_NOT_FOUND');
      expectErrorShape(await replyRaw(stranger, conversationId, { message: 'Hi' }), 404, 'CONVERSATION_NOT_FOUND');
      expect((await list(stranger)).map((c) => c.id)).not.toContain(conversationId);
    }
    // The same answer for a conversation that does not exist.
    expectErrorShape(await t.sana.client.get(threadPath(randomUUID())), 404, 'CONVERSATION_NOT_FOUND');
    expectErrorShape(await markRead(t.sana, randomUUID()), 404, 'CONVERSATION_NOT_FOUND');
    // Messages are for students and leads.
    for (const path of [CONVERSATION_API.list, CONVERSATION_API.unread, threadPath(conversationId)]) {
      expectErrorShape(await t.instructor.client.get(path), 403, 'FORBIDDEN');
      expectErrorShape(await t.client().get(path), 401);
    }
    const [{ n }] = (await t.query<{ n: number }>(sql`select count(*)::int as n from messages where body = 'Hi'`)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('a blank (or only invisible characters) or too long reply is refused', async () => {
    for (const body of [{ message: '  ' }, { message: '\u200B \u200C\u2800' }, {}]) {
      const res = await replyRaw(t.sana, conversationId, body);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.message).toBe(CONVERSATION_MSG.messageRequired);
    }
    expectErrorShape(await replyRaw(t.sana, conversationId, { message: 'y'.repeat(5001) }), 400, 'BAD_REQUEST');
  });

  it('a lead cannot write to a member who left the team; the member can still answer', async () => {
    await setTeam(t, t.sana, 'Team-2');
    try {
      const denied = await replyRaw(t.lead, conversationId, { message: 'Are you there?' });
      expectErrorShape(denied, 403, 'NOT_IN_TEAM');
      expectErrorShape(await messageMember(t.lead, t.sana.userId, { message: 'Are you there?' }), 403, 'NOT_IN_TEAM');
      expect((await thread(t.lead)).conversation.canReply).toBe(false);
      expect((await thread(t.sana)).conversation.canReply).toBe(true);

      await reply(t.sana, conversationId, 'I moved to Team-2, thanks for everything!');
      expect(await unread(t.lead)).toBe(1);
      expect((await thread(t.lead)).messages.at(-1).body).toBe('I moved to Team-2, thanks for everything!');
      expect((await mailsTo(t, t.lead.creds.email)).at(-1)!.text_body).toContain(
        'I moved to Team-2, thanks for everything!',
      );
      const stored = await t.query(sql`select 1 from messages where body = 'Are you there?'`);
      expect(stored).toEqual([]);
    } finally {
      await setTeam(t, t.sana, 'Team-1');
    }
    expect((await thread(t.lead)).conversation.canReply).toBe(true);
  });

  it('a mail that cannot be queued leaves no message behind (one transaction)', async () => {
    await t.query(
      sql.raw(`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail refused'; end $$`),
    );
    await t.query(
      // Insert or update: a message within a few minutes of the last one is merged into its waiting mail.
      sql.raw(
        'create trigger refuse_mail before insert or update on mail_outbox for each row execute function refuse_mail()',
      ),
    );
    try {
      const messagesBefore = (await thread(t.lead)).messages.length;
      const [before] = await t.query<{ at: Date }>(
        sql`select last_message_at as at from conversations where id = ${conversationId}`,
      );
      expect((await messageMember(t.lead, t.sana.userId, { message: 'Lost?' })).status).toBe(500);
      expect((await replyRaw(t.sana, conversationId, { message: 'Lost too?' })).status).toBe(500);
      expect((await messageMember(t.lead, t.kabir.userId, { message: 'Lost?' })).status).toBe(500);
      expect((await thread(t.lead)).messages).toHaveLength(messagesBefore);
      const [after] = await t.query<{ at: Date }>(
        sql`select last_message_at as at from conversations where id = ${conversationId}`,
      );
      expect(new Date(after!.at).getTime()).toBe(new Date(before!.at).getTime());
      expect(await t.query(sql`select 1 from messages where body like 'Lost%'`)).toEqual([]);
    } finally {
      await t.query(sql.raw('drop trigger refuse_mail on mail_outbox'));
      await t.query(sql.raw('drop function refuse_mail()'));
    }
  });
});
