/** Team and message helpers: teams set in the database, the team and messages API, queued mails. */
import { CONVERSATION_API, TEAM_API } from '@cms/contract';
import { expect } from 'vitest';
import { sql, type TestApp } from './app.js';
import type { Res } from './client.js';
import type { TestUser } from './users.js';

/** Moves a student or lead to `team` (as an edited profile would). */
export async function setTeam(t: TestApp, user: TestUser, team: string): Promise<void> {
  if (user.role === 'Student') {
    await t.query(sql`update student_profiles set team = ${team} where user_id = ${user.userId}`);
  } else if (user.role === 'Lead') {
    await t.query(sql`update lead_profiles set team = ${team} where user_id = ${user.userId}`);
  } else {
    throw new Error(`${user.role} has no team`);
  }
}

export const memberPath = (memberId: string) => TEAM_API.member.replace(':memberId', memberId);
export const teamMessagePath = (memberId: string) => TEAM_API.message.replace(':memberId', memberId);
export const threadPath = (conversationId: string) => CONVERSATION_API.thread.replace(':id', conversationId);
export const readPath = (conversationId: string) => CONVERSATION_API.read.replace(':id', conversationId);

/** The lead's message from the team page (raw answer). */
export const messageMember = (lead: TestUser, memberId: string, body: unknown): Promise<Res> =>
  lead.client.post(teamMessagePath(memberId), body);

/** The lead writes `text` to the member; answers the conversation id. */
export async function sendToMember(lead: TestUser, member: TestUser, text: string): Promise<string> {
  const res = await messageMember(lead, member.userId, { message: text });
  expect(res.status, res.text).toBe(201);
  return res.body.conversationId as string;
}

export const replyRaw = (user: TestUser, conversationId: string, body: unknown): Promise<Res> =>
  user.client.post(threadPath(conversationId), body);

export async function reply(user: TestUser, conversationId: string, text: string): Promise<Res> {
  const res = await replyRaw(user, conversationId, { message: text });
  expect(res.status, res.text).toBe(201);
  return res;
}

/** The user's total unread count (the sidebar badge). */
export async function unread(user: TestUser): Promise<number> {
  const res = await user.client.get(CONVERSATION_API.unread);
  expect(res.status, res.text).toBe(200);
  return res.body.count as number;
}

export async function markRead(user: TestUser, conversationId: string): Promise<Res> {
  return user.client.request('PUT', readPath(conversationId), { json: {} });
}

export interface QueuedMail {
  to_address: string;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
}

/** The mails queued to `email`, oldest first. */
export const mailsTo = (t: TestApp, email: string): Promise<QueuedMail[]> =>
  t.query<QueuedMail>(
    sql`select to_address, kind, subject, text_body, html_body, status from mail_outbox
        where to_address = ${email} order by created_at, id`,
  );
