/**
 * Lesson Q&A over HTTP (issue 20 item 5): who reads, asks, replies and accepts (the course's
 * enrolled learners, its instructor, admins read only; anyone else is told the lesson is unknown);
 * the mail to the asker queued in the reply's transaction, escaped, grouped within the window; the
 * asker's unread replies; the instructor's new questions; the per-user rate limit; and the
 * instructor's public reply to a review (owner only).
 */
import { randomUUID } from 'node:crypto';
import {
  QUESTION_API,
  QUESTION_MSG,
  QUESTION_TEXT_MAX,
  REVIEW_API,
  type InstructorQuestionsPage,
  type LessonQuestion,
  type LessonQuestionsPage,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import type { Client, Res } from './helpers/client.js';
import { createCourse, pathOf, review, type CreatedCourse } from './helpers/courses.js';
import { enrolAt, lessonIds } from './helpers/learning.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';
import { mailsTo } from './helpers/team.js';
import { expectErrorShape, expectTooManyRequests, type TestUser } from './helpers/users.js';

const PER_MINUTE = 8;

const CAST = {
  ...usualCast('admin', 'instructor', 'priya', 'student', 'lead', 'stranger'),
  kabir: ['Student', 'Kabir Singh'],
} as const;
/** Every identity of the access matrix (anonymous is a client without a session). */
type Who = keyof typeof CAST | 'anonymous';

const lessonPath = (courseId: string, lessonId: string) =>
  QUESTION_API.lesson.replace(':courseId', courseId).replace(':lessonId', lessonId);
const repliesPath = (id: string) => pathOf(QUESTION_API.replies, id);
const acceptedPath = (id: string) => pathOf(QUESTION_API.accepted, id);
const readPath = (id: string) => pathOf(QUESTION_API.read, id);
const reviewReplyPath = (id: string) => pathOf(QUESTION_API.reviewReply, id);

describe.each(databaseDrivers)('lesson Q&A (%s)', (driver) => {
  const t = suiteWithUsers(driver, CAST, { env: { RATE_LIMIT_MESSAGES_PER_MINUTE: String(PER_MINUTE) } });
  let course: CreatedCourse;
  let lessons: string[];
  let other: CreatedCourse;
  let enrolmentOfStudent: string;

  const clientOf = (who: Who): Client => (who === 'anonymous' ? t.client() : (t[who] as TestUser).client);
  const ask = (who: Who, text: string, lessonId = lessons[0]!) =>
    clientOf(who).post(lessonPath(course.id, lessonId), { text });
  const replyTo = (who: Who, questionId: string, text: string) => clientOf(who).post(repliesPath(questionId), { text });
  const accept = (who: Who, questionId: string, replyId: string | null) =>
    clientOf(who).request('PUT', acceptedPath(questionId), { json: { replyId } });
  const list = async (who: Who, lessonId = lessons[0]!): Promise<LessonQuestionsPage> => {
    const res = await clientOf(who).get(lessonPath(course.id, lessonId));
    expect(res.status, res.text).toBe(200);
    return res.body as LessonQuestionsPage;
  };
  const unread = async (who: Who): Promise<number> => {
    const res = await clientOf(who).get(QUESTION_API.unread);
    expect(res.status, res.text).toBe(200);
    return res.body.count as number;
  };
  const instructorQuestions = async (who: Who, query = ''): Promise<InstructorQuestionsPage> => {
    const res = await clientOf(who).get(`${QUESTION_API.instructor}${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as InstructorQuestionsPage;
  };
  const asked = async (who: Who, text: string, lessonId = lessons[0]!): Promise<LessonQuestion> => {
    const res = await ask(who, text, lessonId);
    expect(res.status, res.text).toBe(201);
    return res.body.question as LessonQuestion;
  };
  const replied = async (who: Who, questionId: string, text: string) => {
    const res = await replyTo(who, questionId, text);
    expect(res.status, res.text).toBe(201);
    return res.body.reply as { id: string; byInstructor: boolean; author: { name: string } };
  };
  const expectStatuses = async (expected: Partial<Record<Who, number>>, call: (who: Who) => Promise<Res>) => {
    const got: Partial<Record<Who, number>> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await call(who)).status;
    expect(got).toEqual(expected);
  };

  beforeAll(async () => {
    course = await createCourse(t.instructor.client, {
      lessons: 2,
      publish: true,
      overrides: { title: 'Course & <Co>' },
    });
    lessons = lessonIds(course);
    other = await createCourse(t.priya.client, { lessons: 1, publish: true });
    enrolmentOfStudent = await enrolAt(t, t.student.userId, course.id);
    await enrolAt(t, t.lead.userId, course.id);
    await enrolAt(t, t.kabir.userId, course.id);
    // The stranger is enrolled in Priya's course only.
    await enrolAt(t, t.stranger.userId, other.id);
  });

  it('reads: the enrolled learners, the course instructor and admins; 404 for others, 401 anonymous', async () => {
    await expectStatuses(
      { student: 200, lead: 200, instructor: 200, admin: 200, stranger: 404, priya: 404, anonymous: 401 },
      (who) => clientOf(who).get(lessonPath(course.id, lessons[0]!)),
    );
    const denied = await t.stranger.client.get(lessonPath(course.id, lessons[0]!));
    expectErrorShape(denied, 404, 'LESSON_NOT_FOUND');
    // A lesson of another course under this course's id, and unknown ids: the same 404 for its instructor.
    expectErrorShape(
      await t.instructor.client.get(lessonPath(course.id, lessonIds(other)[0]!)),
      404,
      'LESSON_NOT_FOUND',
    );
    expectErrorShape(await t.instructor.client.get(lessonPath(randomUUID(), lessons[0]!)), 404, 'LESSON_NOT_FOUND');

    expect(await list('student')).toMatchObject({
      questions: [],
      total: 0,
      canAsk: true,
      canReply: true,
      canAccept: false,
    });
    expect(await list('lead')).toMatchObject({ canAsk: true, canReply: true, canAccept: false });
    expect(await list('instructor')).toMatchObject({ canAsk: false, canReply: true, canAccept: true });
    expect(await list('admin')).toMatchObject({ canAsk: false, canReply: false, canAccept: false });
  });

  it('asks: enrolled learners only (the lead too); text trimmed, 1–2000 characters', async () => {
    await expectStatuses({ stranger: 404, priya: 403, instructor: 403, admin: 403, anonymous: 401 }, (who) =>
      ask(who, 'May I ask?'),
    );
    expectErrorShape(await ask('student', '   '), 400, 'BAD_REQUEST');
    expectErrorShape(await ask('student', 'x'.repeat(QUESTION_TEXT_MAX + 1)), 400, 'BAD_REQUEST');

    const q = await asked('student', '  Why does <b>useEffect</b> run twice?  ');
    expect(q).toMatchObject({
      body: 'Why does <b>useEffect</b> run twice?',
      author: { id: t.student.userId, name: 'Sana Student', role: 'Student' },
      replies: [],
      mine: true,
      unreadReplies: 0,
      acceptedReplyId: null,
    });
    await asked('lead', 'Is there a transcript?');
    const page = await list('admin');
    expect(page.total).toBe(2);
    // Newest first.
    expect(page.questions.map((x) => x.body)).toEqual([
      'Is there a transcript?',
      'Why does <b>useEffect</b> run twice?',
    ]);
    expect(page.questions.map((x) => x.mine)).toEqual([false, false]);
    // The other lesson has its own questions.
    expect((await list('student', lessons[1])).total).toBe(0);
  });

  it('replies: the learners and the course instructor (marked); 404 for others, admins read only', async () => {
    const q = await asked('student', 'What is a closure?');
    await expectStatuses({ stranger: 404, priya: 404, admin: 403, anonymous: 401 }, (who) => replyTo(who, q.id, 'Hi'));
    expectErrorShape(await replyTo('stranger', q.id, 'Hi'), 404, 'QUESTION_NOT_FOUND');
    expectErrorShape(await replyTo('student', randomUUID(), 'Hi'), 404, 'QUESTION_NOT_FOUND');
    expectErrorShape(await replyTo('lead', q.id, ''), 400, 'BAD_REQUEST');

    const byLead = await replied('lead', q.id, 'A function with its scope.');
    const byInstructor = await replied('instructor', q.id, 'A function that remembers where it was made.');
    const byAsker = await replied('student', q.id, 'Thanks both!');
    expect(byLead.byInstructor).toBe(false);
    expect(byInstructor).toMatchObject({ byInstructor: true, author: { name: 'Ira Instructor' } });
    expect(byAsker.byInstructor).toBe(false);

    const shown = (await list('student')).questions.find((x) => x.id === q.id)!;
    expect(shown.replies.map((r) => [r.body, r.byInstructor, r.author.role])).toEqual([
      ['A function with its scope.', false, 'Lead'],
      ['A function that remembers where it was made.', true, 'Instructor'],
      ['Thanks both!', false, 'Student'],
    ]);
  });

  it("accepts: only the course's instructor, one of the question's replies, then clears", async () => {
    const q = await asked('student', 'Which hook for data fetching?');
    const first = await replied('lead', q.id, 'useEffect');
    const second = await replied('instructor', q.id, 'A query library: TanStack Query.');
    const elsewhere = await asked('lead', 'Another question');
    const foreign = await replied('student', elsewhere.id, 'A reply elsewhere');

    await expectStatuses({ student: 403, lead: 403, admin: 403, priya: 404, anonymous: 401 }, (who) =>
      accept(who, q.id, second.id),
    );
    expectErrorShape(await accept('instructor', q.id, foreign.id), 400, 'BAD_REQUEST');
    expectErrorShape(await accept('instructor', randomUUID(), second.id), 404, 'QUESTION_NOT_FOUND');

    const ok = await accept('instructor', q.id, second.id);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ acceptedReplyId: second.id, message: QUESTION_MSG.acceptedSaved });
    const shown = (await list('lead')).questions.find((x) => x.id === q.id)!;
    expect(shown.acceptedReplyId).toBe(second.id);
    // The accepted answer first, marked; then the others oldest first.
    expect(shown.replies.map((r) => [r.id, r.accepted])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const cleared = await accept('instructor', q.id, null);
    expect(cleared.body).toMatchObject({ acceptedReplyId: null, message: QUESTION_MSG.acceptedCleared });
    const after = (await list('lead')).questions.find((x) => x.id === q.id)!;
    expect(after.replies.map((r) => r.id)).toEqual([first.id, second.id]);
  });

  it("the asker's unread replies: others' replies count; opening the question or replying in it reads them", async () => {
    expect(await unread('kabir')).toBe(0);
    const leadBefore = await unread('lead');
    const q = await asked('kabir', 'How long is this lesson?');
    await replied('lead', q.id, 'About ten minutes.');
    await replied('instructor', q.id, 'Twelve, with the exercise.');
    expect(await unread('kabir')).toBe(2);
    // Unread is the asker's only.
    expect(await unread('lead')).toBe(leadBefore);
    const mine = (await list('kabir')).questions.find((x) => x.id === q.id)!;
    expect(mine).toMatchObject({ mine: true, unreadReplies: 2 });
    expect((await list('lead')).questions.find((x) => x.id === q.id)!.unreadReplies).toBe(0);

    expectErrorShape(await t.lead.client.request('PUT', readPath(q.id)), 404, 'QUESTION_NOT_FOUND');
    const read = await t.kabir.client.request('PUT', readPath(q.id));
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual({ count: 0 });
    expect(await unread('kabir')).toBe(0);

    await replied('instructor', q.id, 'One more thing.');
    expect(await unread('kabir')).toBe(1);
    // The asker's own reply is not unread, and answering means the thread was read.
    await replied('kabir', q.id, 'Thanks!');
    expect(await unread('kabir')).toBe(0);
    expect((await t.instructor.client.get(QUESTION_API.unread)).status).toBe(403);
  });

  it("the instructor's new questions across their courses, with the count; the first instructor reply answers one", async () => {
    const q = await asked('student', 'A brand-new question', lessons[1]);
    const fresh = await instructorQuestions('instructor', `?courseId=${course.id}`);
    expect(fresh.questions[0]).toMatchObject({
      id: q.id,
      course: { id: course.id, title: 'Course & <Co>' },
      lesson: { id: lessons[1], title: 'Lesson 2' },
      asker: { name: 'Sana Student' },
      body: 'A brand-new question',
      repliesCount: 0,
      answered: false,
    });
    expect(fresh.newCount).toBe(fresh.total);
    expect(fresh.questions.every((x) => !x.answered)).toBe(true);

    await replied('lead', q.id, 'A learner answers first');
    expect((await instructorQuestions('instructor')).newCount).toBe(fresh.newCount);
    await replied('instructor', q.id, 'The instructor answers');
    const after = await instructorQuestions('instructor');
    expect(after.newCount).toBe(fresh.newCount - 1);
    expect(after.questions.map((x) => x.id)).not.toContain(q.id);
    const all = await instructorQuestions('instructor', '?status=all');
    expect(all.questions.find((x) => x.id === q.id)).toMatchObject({ answered: true, repliesCount: 2 });
    expect(all.newCount).toBe(after.newCount);

    // Another instructor sees none of these; learners and admins may not ask.
    expect(await instructorQuestions('priya', '?status=all')).toMatchObject({ questions: [], total: 0, newCount: 0 });
    await expectStatuses({ student: 403, admin: 403, anonymous: 401 }, (who) =>
      clientOf(who).get(QUESTION_API.instructor),
    );
  });

  it('a reply by someone else mails the asker (escaped, linking the lesson); replies within the window are one mail', async () => {
    await t.query(sql`delete from mail_outbox where to_address = ${t.student.creds.email}`);
    const q = await asked('student', 'Mail me the answer');
    await replied('student', q.id, 'My own reply mails nobody');
    expect(await mailsTo(t, t.student.creds.email)).toEqual([]);

    await replied('instructor', q.id, 'Use <script>alert(1)</script> & see');
    const [one, ...none] = await mailsTo(t, t.student.creds.email);
    expect(none).toEqual([]);
    expect(one).toMatchObject({
      kind: 'question-reply',
      subject: 'Ira Instructor (Instructor) replied to your question',
    });
    const link = `/student/mycourses/view-page/${enrolmentOfStudent}?lesson=${lessons[0]}`;
    expect(one!.text_body).toContain('Use <script>alert(1)</script> & see');
    expect(one!.text_body).toContain(link);
    expect(one!.html_body).toContain('Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; see');
    expect(one!.html_body).not.toContain('<script>');
    expect(one!.html_body).toContain('Course &amp; &lt;Co&gt;');

    await replied('lead', q.id, 'A second reply');
    const grouped = await mailsTo(t, t.student.creds.email);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]!.subject).toBe('2 new replies to your questions from Ira Instructor and Lalit Lead');
    expect(grouped[0]!.text_body).toContain('A second reply');
    expect(grouped[0]!.text_body).toContain(link);

    // After the window a new mail starts.
    await t.query(
      sql`update mail_outbox set created_at = created_at - interval '10 minutes' where to_address = ${t.student.creds.email}`,
    );
    await replied('instructor', q.id, 'Later on');
    const later = await mailsTo(t, t.student.creds.email);
    expect(later).toHaveLength(2);
    expect(later[1]!.subject).toBe('Ira Instructor (Instructor) replied to your question');
  });

  it(`asks and replies are rate limited per user (${PER_MINUTE} a minute): 429 with Retry-After`, async () => {
    const answers: Res[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) answers.push(await ask('kabir', `Question ${i}`, lessons[1]));
    expect(answers.slice(0, -1).filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(PER_MINUTE - 1);
    expectTooManyRequests(answers.at(-1)!, 60);
  });

  it("the course's instructor writes, edits and removes one public reply to a review; the reviews carry it", async () => {
    await review(t, t.student.userId, course.id, 4);
    const [row] = await t.query<{ id: string }>(
      sql`select id from reviews where user_id = ${t.student.userId} and course_id = ${course.id}`,
    );
    const id = row!.id;
    const put = (who: Who, text: string) => clientOf(who).request('PUT', reviewReplyPath(id), { json: { text } });
    await expectStatuses({ priya: 404, student: 403, lead: 403, admin: 403, anonymous: 401 }, (who) => put(who, 'Hi'));
    expectErrorShape(await put('priya', 'Hi'), 404, 'REVIEW_NOT_FOUND');
    expectErrorShape(await put('instructor', ' '), 400, 'BAD_REQUEST');
    expectErrorShape(
      await t.instructor.client.request('PUT', reviewReplyPath(randomUUID()), { json: { text: 'x' } }),
      404,
    );

    const saved = await put('instructor', '  Thank you for the kind words!  ');
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.instructorReply).toEqual({ text: 'Thank you for the kind words!', at: expect.any(String) });
    const shown = async () =>
      (await t.client().get(pathOf(REVIEW_API.list, course.id))).body.reviews.find((r: { id: string }) => r.id === id)
        .instructorReply;
    expect(await shown()).toEqual(saved.body.instructorReply);

    expect((await put('instructor', 'Edited reply')).status).toBe(200);
    expect((await shown()).text).toBe('Edited reply');

    expect((await clientOf('priya').request('DELETE', reviewReplyPath(id))).status).toBe(404);
    const removed = await t.instructor.client.request('DELETE', reviewReplyPath(id));
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ instructorReply: null, message: QUESTION_MSG.reviewReplyRemoved });
    expect(await shown()).toBeNull();
  });
});
