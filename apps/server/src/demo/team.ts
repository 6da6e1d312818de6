/**
 * Demo data that shows the lead's team (lead@cms.local leads Team-1): the members' phones and
 * colleges, the demo student's progress in her course (the money demo gave the other members
 * theirs), and one conversation written through the message service, so its mails are queued
 * like live ones: the lead writes to Sana, Sana answers, the lead writes again, which Sana has
 * not read yet (her Messages badge shows 1).
 */
import { subDays } from 'date-fns/subDays';
import { subHours } from 'date-fns/subHours';
import { subMinutes } from 'date-fns/subMinutes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  conversations,
  enrolments,
  lessonProgress,
  lessons,
  mailOutbox,
  messages,
  studentProfiles,
  users,
} from '../db/schema/index.js';
import type { MessageService } from '../modules/messages/service.js';
import { DEMO_APP_URL } from './mail.js';

/** Team-1's members: a phone (E.164) and, for one, another college. */
const CONTACTS: { email: string; phone: string | null; college?: string }[] = [
  { email: 'student@cms.local', phone: '+919876543210' },
  { email: 'aarav@cms.local', phone: '+919812345678' },
  { email: 'diya@cms.local', phone: '+918765432109', college: 'Institute of Technology, Pune' },
];

const THREAD = [
  'Hi Sana, welcome to Team-1! Please finish the first two lessons of the React course this week so we can pair on the project next Monday.',
  'Thanks Lalit! I have done the setup lesson and I am halfway through components. I will finish by Friday.',
  'Great progress. When you are done, have a look at the state and effects lesson too: we will need it for the project.',
];

export async function seedDemoTeam(db: Db, messageService: MessageService, appUrl: string = DEMO_APP_URL) {
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, ['lead@cms.local', ...CONTACTS.map((c) => c.email)]));
  const byEmail = (email: string) => people.find((p) => p.email === email)!;
  const lead = byEmail('lead@cms.local');
  const sana = byEmail('student@cms.local');

  for (const c of CONTACTS) {
    await db
      .update(studentProfiles)
      .set({ phone: c.phone, ...(c.college ? { college: c.college } : {}) })
      .where(eq(studentProfiles.userId, byEmail(c.email).id));
  }

  // Sana: the first lesson of her course done, halfway through the second.
  const [enrolment] = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(eq(enrolments.userId, sana.id))
    .limit(1);
  if (enrolment) {
    const [first, second] = await db
      .select({ id: lessons.id, duration: lessons.durationSeconds })
      .from(lessons)
      .where(eq(lessons.courseId, enrolment.courseId))
      .orderBy(asc(lessons.position));
    const watched = [
      ...(first ? [{ lesson: first, seconds: first.duration ?? 0, done: true }] : []),
      ...(second ? [{ lesson: second, seconds: (second.duration ?? 0) / 2, done: false }] : []),
    ];
    for (const w of watched) {
      await db.insert(lessonProgress).values({
        userId: sana.id,
        courseId: enrolment.courseId,
        lessonId: w.lesson.id,
        positionSeconds: w.seconds,
        furthestSeconds: w.seconds,
        completedAt: w.done ? subDays(new Date(), 3) : null,
        updatedAt: subDays(new Date(), 2),
      });
    }
  }

  // The thread, through the service (each message queues its mail), then dated like a real exchange.
  const conversationId = await messageService.sendToMember(lead, sana, THREAD[0]!, appUrl);
  await messageService.reply({ userId: sana.id, role: 'Student' }, conversationId, THREAD[1]!, appUrl);
  await messageService.reply({ userId: lead.id, role: 'Lead' }, conversationId, THREAD[2]!, appUrl);

  const now = new Date();
  const times = [subMinutes(subDays(now, 2), 95), subMinutes(subDays(now, 2), 40), subHours(now, 3)];
  const written = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  for (const [i, m] of written.entries()) {
    await db.update(messages).set({ createdAt: times[i]! }).where(eq(messages.id, m.id));
  }
  // Sana read the first message when she answered; the lead read her answer before writing again.
  await db
    .update(conversations)
    .set({ createdAt: times[0]!, lastMessageAt: times[2]!, memberReadAt: times[1]!, leadReadAt: times[2]! })
    .where(eq(conversations.id, conversationId));
  const mails = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.kind, ['message', 'reply']), inArray(mailOutbox.toAddress, [lead.email, sana.email])))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  for (const [i, m] of mails.entries()) {
    const at = times[i] ?? now;
    await db.update(mailOutbox).set({ createdAt: at, updatedAt: at, nextAttemptAt: at }).where(eq(mailOutbox.id, m.id));
  }
}
