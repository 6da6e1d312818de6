/**
 * Bounded messages (issue 19 item 3): a per-user rate limit on replies and team messages, and
 * grouped mail: the messages written to one person within a few minutes become one mail (the
 * group's waiting mail in mail_outbox is merged into, under an advisory lock), and after the
 * window a new mail starts. With SMTP the group's mail waits the window before it is due, and a
 * mail the worker has claimed is never merged into.
 *
 * On both drivers: the merge is a lock and a read-modify-write of one outbox row under 200
 * concurrent requests, and the window is compared with the database's clock.
 */
import { CONVERSATION_API } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, databaseDrivers, sql, type TestApp } from './helpers/app.js';
import { mailsTo, reply, replyRaw, sendToMember, setTeam, teamMessagePath } from './helpers/team.js';
import { expectTooManyRequests, type TestUser } from './helpers/users.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';
import { freePort } from './helpers/postgres.js';

const CAST = {
  ...usualCast('lead'),
  sana: USUAL_PEOPLE.student,
  kabir: ['Student', 'Kabir Singh'],
  meera: ['Student', 'Meera Nair'],
} as const;

const PER_MINUTE = 30;

/** As if `minutes` had passed for `user`: their mails and the messages of their conversations move back. */
async function aged(t: TestApp, user: TestUser, minutes: number): Promise<void> {
  await t.query(
    sql`update mail_outbox set created_at = created_at - make_interval(mins => ${minutes})
        where to_address = ${user.creds.email}`,
  );
  await t.query(
    sql`update messages set created_at = created_at - make_interval(mins => ${minutes})
        where conversation_id in (select id from conversations where lead_id = ${user.userId} or member_id = ${user.userId})`,
  );
}

describe.each(databaseDrivers)('message rate limit and grouped mail (%s)', (driver) => {
  const t = suiteWithUsers(driver, CAST, { env: { RATE_LIMIT_MESSAGES_PER_MINUTE: String(PER_MINUTE) } });

  beforeAll(async () => {
    for (const u of [t.lead, t.sana, t.kabir, t.meera]) await setTeam(t, u, 'Team-1');
  });

  it('200 replies at once: most are refused with 429, and the lead gets one mail listing the rest', async () => {
    const conversationId = await sendToMember(t.lead, t.sana, 'Send me your progress, please.');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => replyRaw(t.sana, conversationId, { message: `Progress note ${i + 1}` })),
    );
    const sent = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status === 429);
    expect(sent.length + refused.length).toBe(200);
    expect(sent.length).toBe(PER_MINUTE);
    expectTooManyRequests(refused[0]!, 60);

    const toLead = await mailsTo(t, t.lead.creds.email);
    expect(toLead).toHaveLength(1);
    expect(toLead[0]!.subject).toBe(`${PER_MINUTE} new messages from Sana Student`);
    // The latest in full, the earlier ones counted; the link opens the one conversation.
    const last = (
      await t.query<{ body: string }>(
        sql`select body from messages where sender_id = ${t.sana.userId} order by created_at desc, id desc limit 1`,
      )
    )[0]!.body;
    expect(toLead[0]!.text_body).toContain(`Sana Student wrote:\n${last}`);
    expect(toLead[0]!.text_body).toContain(`${PER_MINUTE - 10} earlier messages are in Messages.`);
    expect(toLead[0]!.text_body).toContain(`${t.url}/lead/messages/${conversationId}`);
    // The reply budget is per route and user: Sana's team lead can still write to her.
    await reply(t.lead, conversationId, 'Thanks, got them.');
  });

  it('two messages a minute apart to one person give one mail naming both; after the window a new one starts', async () => {
    const conversationId = await sendToMember(t.lead, t.kabir, 'Welcome to Team-1, Kabir!');
    expect(await mailsTo(t, t.kabir.creds.email)).toHaveLength(1);
    await aged(t, t.kabir, 1);
    await reply(t.lead, conversationId, 'Your first task is in My Courses.');

    const [merged, ...more] = await mailsTo(t, t.kabir.creds.email);
    expect(more).toEqual([]);
    expect(merged!.subject).toBe('2 new messages from Lalit Lead');
    expect(merged!.text_body).toContain('You have 2 new messages:');
    expect(merged!.text_body).toContain('Lalit Lead wrote:\nWelcome to Team-1, Kabir!');
    expect(merged!.text_body).toContain('Lalit Lead wrote:\nYour first task is in My Courses.');
    expect(merged!.html_body).toContain('Your first task is in My Courses.');
    expect(merged!.text_body).toContain(`${t.url}/student/messages/${conversationId}`);

    await aged(t, t.kabir, 5);
    await reply(t.lead, conversationId, 'How is it going?');
    const mails = await mailsTo(t, t.kabir.creds.email);
    expect(mails.map((m) => m.subject)).toEqual([
      '2 new messages from Lalit Lead',
      'Lalit Lead replied to your message',
    ]);
    expect(mails[1]!.text_body).toContain('How is it going?');
    expect(mails[1]!.text_body).not.toContain('Your first task');
  });

  it('messages from two people within the window: one mail naming both, linking to Messages', async () => {
    const withMeera = await sendToMember(t.lead, t.meera, 'Hello Meera.');
    const withKabir = (await t.kabir.client.get(CONVERSATION_API.list)).body.conversations[0].id as string;
    await aged(t, t.lead, 10);
    await reply(t.meera, withMeera, 'One question about the task.');
    await reply(t.kabir, withKabir, 'Going well, thanks!');
    const mails = await mailsTo(t, t.lead.creds.email);
    const latest = mails.at(-1)!;
    expect(latest.subject).toBe('2 new messages from Meera Nair and Kabir Singh');
    expect(latest.text_body).toContain('Kabir Singh wrote:\nGoing well, thanks!');
    expect(latest.text_body).toContain(`Open Messages: ${t.url}/lead/messages\n`);
  });
  it('two people writing to one person at the same moment: the one mail lists both, whichever began first', async () => {
    const withMeera = (await t.meera.client.get(CONVERSATION_API.list)).body.conversations[0].id as string;
    const withKabir = (await t.kabir.client.get(CONVERSATION_API.list)).body.conversations[0].id as string;
    // Several rounds: on PostgreSQL the transaction that waits for the group's lock began first about
    // half of the time, and its message (timed at its start) must still be in the mail.
    for (let round = 1; round <= 4; round++) {
      await aged(t, t.lead, 10);
      const [a, b] = [`Meera at once ${round}`, `Kabir at once ${round}`];
      await Promise.all([reply(t.meera, withMeera, a), reply(t.kabir, withKabir, b)]);
      const latest = (await mailsTo(t, t.lead.creds.email)).at(-1)!;
      expect(latest.subject, `round ${round}`).toMatch(
        /^2 new messages from (Meera Nair and Kabir Singh|Kabir Singh and Meera Nair)$/,
      );
      expect(latest.text_body).toContain(a);
      expect(latest.text_body).toContain(b);
    }
  });
  it("a lead's messages from the team page have their own per-lead budget", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.lead.client.post(teamMessagePath(t.kabir.userId), { message: `Note ${i}` }),
      ),
    );
    const sent = answers.filter((r) => r.status === 201).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(PER_MINUTE);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBe(40 - sent);
    expectTooManyRequests(refused[0]!, 60);
  });
});

describe.each(appDrivers)('grouped message mail with SMTP (%s)', (driver) => {
  const t = suiteWithUsers(driver, CAST, async () => {
    const port = await freePort();
    // Nothing listens on the SMTP port: the mails here are never due, or are claimed by the test itself.
    const env = { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_POLL_MS: '600000' };
    return { port, env };
  });

  beforeAll(async () => {
    for (const u of [t.lead, t.sana]) await setTeam(t, u, 'Team-1');
  });

  const queued = () =>
    t.query<{ subject: string; wait_s: number; group_key: string | null }>(
      sql`select subject, extract(epoch from next_attempt_at - created_at)::float as wait_s, group_key
          from mail_outbox where to_address = ${t.sana.creds.email} order by created_at, id`,
    );

  it('the first mail waits the window, the next message is merged into it, a claimed mail is not', async () => {
    const conversationId = await sendToMember(t.lead, t.sana, 'Hello Sana.');
    const [first] = await queued();
    expect(first!.wait_s).toBeGreaterThanOrEqual(5 * 60 - 1);
    expect(first!.wait_s).toBeLessThanOrEqual(5 * 60 + 1);

    await reply(t.lead, conversationId, 'Please start with lesson one.');
    expect((await queued()).map((m) => m.subject)).toEqual(['2 new messages from Lalit Lead']);

    // The worker claims it when it is due: from then on it is being sent, and a new mail starts.
    await t.query(sql`update mail_outbox set next_attempt_at = now() where to_address = ${t.sana.creds.email}`);
    const claimed = await t.app.services.mail.outbox.claimDue(10, 60_000);
    expect(claimed.map((m) => m.subject)).toEqual(['2 new messages from Lalit Lead']);
    await reply(t.lead, conversationId, 'And then lesson two.');
    const mails = await queued();
    expect(mails.map((m) => m.subject)).toEqual([
      '2 new messages from Lalit Lead',
      'Lalit Lead replied to your message',
    ]);
    expect(mails[0]!.group_key).toBeNull();
  });
});
