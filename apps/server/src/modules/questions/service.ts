/**
 * Lesson Q&A (issue 20 item 5): questions under a lesson and their replies, read by the course's
 * enrolled learners, its instructor and admins (access.ts). A reply, the question's times and the
 * mail to the asker happen in one transaction; replies to one asker within a few minutes become
 * one mail (grouped like messages). The asker's unread replies are the replies by others written
 * after the asker last opened the question.
 */
import {
  LESSON_QUERY_PARAM,
  MY_COURSES_PATH,
  QUESTION_MSG,
  VIEW_PAGE_PATH,
  type AcceptReplyResponse,
  type AskResponse,
  type InstructorQuestionsPage,
  type LessonQuestion,
  type LessonQuestionsPage,
  type QuestionAuthor,
  type QuestionReplyResponse,
  type QuestionUnread,
  type Role,
} from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { iso } from '../../dates/iso.js';
import type { Viewer } from '../../session/viewer.js';
import type { MailQueue } from '../../mail/queue.js';
import { questionRepliesDigestMail, questionReplyMail } from '../../mail/templates/question-reply.js';
import { pictureOf } from '../media/service.js';
import { MESSAGE_MAIL_WINDOW_MINUTES } from '../messages/service.js';
import { canAccept, canAsk, canReply, qaPartOf, type QaPart } from './access.js';
import { questionErrors } from './errors.js';
import type { InstructorQuestionFilter, PersonRow, QuestionRepository, QuestionRow, ReplyRow } from './repository.js';

type SignedIn = NonNullable<Viewer>;

/** Replies to one asker within this long become one mail (the messages' window). */
export const QUESTION_MAIL_WINDOW_MINUTES = MESSAGE_MAIL_WINDOW_MINUTES;
const QUESTION_MAIL_WINDOW_MS = QUESTION_MAIL_WINDOW_MINUTES * 60_000;

/** The mail group of the replies to one asker (mail_outbox.group_key). */
export const questionMailGroup = (userId: string) => `question-replies:${userId}`;

const authorOf = (p: PersonRow): QuestionAuthor => ({
  id: p.id,
  name: p.name,
  image: pictureOf(p),
  role: p.role as Role,
});

/** The learner's learning page opened on the lesson's Q&A, on the app's address. */
export function lessonUrl(appUrl: string, role: string, enrolmentId: string | null, lessonId: string): string {
  const area = role === 'Lead' ? 'Lead' : 'Student';
  if (!enrolmentId) return `${appUrl}${MY_COURSES_PATH[area]}`;
  return `${appUrl}${VIEW_PAGE_PATH[area]}${encodeURIComponent(enrolmentId)}?${LESSON_QUERY_PARAM}=${encodeURIComponent(lessonId)}`;
}

export class QuestionService {
  constructor(
    private readonly repo: QuestionRepository,
    private readonly mail: MailQueue,
  ) {}

  /** The caller's part in the lesson's course; 404 when the caller has none or the lesson is not the course's. */
  private async partIn(viewer: SignedIn, courseId: string, lessonId: string): Promise<Exclude<QaPart, null>> {
    const lesson = await this.repo.lessonOf(courseId, lessonId, viewer.userId);
    const part = lesson ? qaPartOf(viewer, lesson) : null;
    if (!part) throw questionErrors.lessonNotFound();
    return part;
  }

  /** A page of the lesson's questions, newest first, each with its replies (the accepted one first). */
  async list(
    viewer: SignedIn,
    courseId: string,
    lessonId: string,
    page: { page: number; pageSize: number },
  ): Promise<LessonQuestionsPage> {
    const part = await this.partIn(viewer, courseId, lessonId);
    const { rows, total } = await this.repo.questionsOfLesson(lessonId, page);
    const ids = rows.map((q) => q.id);
    const [replies, unread] = await Promise.all([
      this.repo.repliesOf(ids),
      this.repo.unreadPerQuestion(viewer.userId, ids),
    ]);
    const people = await this.repo.people([
      ...new Set([...rows.map((q) => q.authorId), ...replies.map((r) => r.authorId)]),
    ]);
    const byId = new Map(people.map((p) => [p.id, p]));
    return {
      questions: rows.map((q) =>
        toQuestion(
          q,
          replies.filter((r) => r.questionId === q.id),
          byId,
          viewer.userId,
          unread.get(q.id) ?? 0,
        ),
      ),
      canAsk: canAsk(part),
      canReply: canReply(part),
      canAccept: canAccept(part),
      total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  /** An enrolled learner asks a question under the lesson. */
  async ask(viewer: SignedIn, courseId: string, lessonId: string, text: string): Promise<AskResponse> {
    const part = await this.partIn(viewer, courseId, lessonId);
    if (part === 'admin') throw questionErrors.adminsReadOnly();
    if (!canAsk(part)) throw questionErrors.forbidden();
    const row = await this.repo.insertQuestion({ courseId, lessonId, authorId: viewer.userId, body: text });
    const people = await this.repo.people([viewer.userId]);
    const question = toQuestion(row, [], new Map(people.map((p) => [p.id, p])), viewer.userId, 0);
    return { success: true, message: QUESTION_MSG.asked, question };
  }

  /**
   * A reply by an enrolled learner or the course's instructor (marked by_instructor). When someone
   * else than the asker writes it, a mail to the asker is queued in the same transaction.
   */
  async reply(viewer: SignedIn, questionId: string, text: string, appUrl: string): Promise<QuestionReplyResponse> {
    const saved = await this.repo.transaction(async (tx) => {
      const question = await this.repo.questionOf(questionId, viewer.userId, tx, true);
      const part = question ? qaPartOf(viewer, question) : null;
      if (!question || !part) throw questionErrors.questionNotFound();
      if (part === 'admin') throw questionErrors.adminsReadOnly();
      if (!canReply(part)) throw questionErrors.forbidden();
      const byAsker = question.authorId === viewer.userId;
      if (!byAsker) await this.mail.lockGroup(tx, questionMailGroup(question.authorId));
      const byInstructor = part === 'instructor';
      const reply = await this.repo.insertReply(tx, {
        questionId,
        authorId: viewer.userId,
        body: text,
        byInstructor,
      });
      await this.repo.touchAfterReply(tx, questionId, reply.createdAt, { instructor: byInstructor, asker: byAsker });
      const people = await this.repo.people([viewer.userId, question.authorId], tx);
      if (!byAsker) await this.mailAsker(tx, question, reply, people, appUrl);
      return { reply, people };
    });
    const byId = new Map(saved.people.map((p) => [p.id, p]));
    return { success: true, message: QUESTION_MSG.replied, reply: toReply(saved.reply, byId, null) };
  }

  /** The course's instructor accepts one of the question's replies as the answer, or clears it. */
  async accept(viewer: SignedIn, questionId: string, replyId: string | null): Promise<AcceptReplyResponse> {
    const question = await this.repo.questionOf(questionId, viewer.userId);
    const part = question ? qaPartOf(viewer, question) : null;
    if (!question || !part) throw questionErrors.questionNotFound();
    if (!canAccept(part)) throw questionErrors.forbidden();
    if (replyId !== null && !(await this.repo.isReplyOf(questionId, replyId))) throw questionErrors.notAReply();
    await this.repo.setAccepted(questionId, replyId);
    return {
      success: true,
      message: replyId ? QUESTION_MSG.acceptedSaved : QUESTION_MSG.acceptedCleared,
      acceptedReplyId: replyId,
    };
  }

  /** The asker opened the question: its replies so far are read. Answers the asker's unread count left. */
  async markRead(viewer: SignedIn, questionId: string): Promise<QuestionUnread> {
    if (!(await this.repo.markRead(questionId, viewer.userId))) throw questionErrors.questionNotFound();
    return this.unread(viewer);
  }

  async unread(viewer: SignedIn): Promise<QuestionUnread> {
    return { count: await this.repo.unreadCount(viewer.userId) };
  }

  /** The instructor's questions across their courses (new: not yet replied to by the instructor). */
  async forInstructor(viewer: SignedIn, filter: InstructorQuestionFilter): Promise<InstructorQuestionsPage> {
    const { rows, total, newCount } = await this.repo.instructorQuestions(viewer.userId, filter);
    const askers = await this.repo.people([...new Set(rows.map((r) => r.askerId))]);
    const byId = new Map(askers.map((p) => [p.id, p]));
    return {
      questions: rows.map((r) => {
        const asker = byId.get(r.askerId);
        return {
          id: r.id,
          course: { id: r.courseId, title: r.courseTitle },
          lesson: { id: r.lessonId, title: r.lessonTitle },
          asker: { name: r.askerName, image: asker ? pictureOf(asker) : null },
          body: r.body,
          repliesCount: Number(r.repliesCount),
          answered: r.instructorRepliedAt !== null,
          createdAt: iso(r.createdAt),
        };
      }),
      newCount,
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  /**
   * The mail of a reply to the asker: its own mail when no mail of the last few minutes to them is
   * still waiting; otherwise that mail becomes one listing every reply to them since it started.
   * The caller took the group's lock before writing the reply (see MailQueue.lockGroup).
   */
  private async mailAsker(
    tx: Tx,
    question: {
      id: string;
      courseId: string;
      lessonId: string;
      authorId: string;
      courseTitle: string;
      lessonTitle: string;
    },
    reply: { authorId: string; body: string; byInstructor: boolean; createdAt: Date },
    people: PersonRow[],
    appUrl: string,
  ): Promise<void> {
    const to = people.find((p) => p.id === question.authorId)!;
    const from = people.find((p) => p.id === reply.authorId)!;
    const enrolmentId = await this.repo.enrolmentOf(to.id, question.courseId, tx);
    const url = lessonUrl(appUrl, to.role, enrolmentId, question.lessonId);
    const single = () =>
      questionReplyMail({
        to,
        from,
        byInstructor: reply.byInstructor,
        courseTitle: question.courseTitle,
        lessonTitle: question.lessonTitle,
        text: reply.body,
        url,
      });
    const group = { key: questionMailGroup(to.id), windowMs: QUESTION_MAIL_WINDOW_MS, startsAt: reply.createdAt };
    await this.mail.enqueueGrouped(tx, group, async (waiting) => {
      if (!waiting) return single();
      const replies = await this.repo.repliesTo(tx, to.id, waiting.createdAt);
      if (replies.length < 2) return single();
      const lessons = new Set(replies.map((r) => r.lessonId));
      const digestUrl = lessons.size === 1 ? url : lessonUrl(appUrl, to.role, null, question.lessonId);
      return questionRepliesDigestMail({ to, replies, url: digestUrl });
    });
  }
}

function toReply(r: Omit<ReplyRow, 'questionId'>, people: Map<string, PersonRow>, acceptedReplyId: string | null) {
  return {
    id: r.id,
    body: r.body,
    author: authorOf(people.get(r.authorId)!),
    byInstructor: r.byInstructor,
    accepted: r.id === acceptedReplyId,
    createdAt: iso(r.createdAt),
  };
}

function toQuestion(
  q: Pick<QuestionRow, 'id' | 'lessonId' | 'authorId' | 'body' | 'acceptedReplyId' | 'createdAt'>,
  replies: ReplyRow[],
  people: Map<string, PersonRow>,
  viewerId: string,
  unreadReplies: number,
): LessonQuestion {
  const shown = replies.map((r) => toReply(r, people, q.acceptedReplyId));
  return {
    id: q.id,
    lessonId: q.lessonId,
    body: q.body,
    author: authorOf(people.get(q.authorId)!),
    createdAt: iso(q.createdAt),
    acceptedReplyId: q.acceptedReplyId,
    // The accepted answer first, then the others oldest first (a stable sort keeps their order).
    replies: shown.sort((a, b) => Number(b.accepted) - Number(a.accepted)),
    mine: q.authorId === viewerId,
    unreadReplies: q.authorId === viewerId ? unreadReplies : 0,
  };
}
