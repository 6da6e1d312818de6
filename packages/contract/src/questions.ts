/**
 * Lesson Q&A (issue 20 item 5, beyond the spec): under each lesson the course's enrolled learners
 * ask and reply, the course's instructor answers (marked "Instructor") and accepts one reply as the
 * answer. Only the course's learners, its instructor and admins (read only) read a course's Q&A.
 * Replies by others reach the asker (a mail and an unread count); new questions show to the
 * instructor with a count. The instructor may also reply publicly to a review of the course.
 */
import { z } from 'zod';
import { courseRefSchema } from './courses.js';
import { actionResponseSchema } from './http.js';
import { listQuerySchema, pageOf } from './paging.js';
import { visibleText } from './text-fields.js';
import { participantSchema, type Participant } from './conversations.js';
import { QUESTION_MSG } from './texts/question.js';
import { QUESTION_TEXT_MAX } from './constants.js';

/** Questions per page under a lesson ("Show more" asks the next). */
export const LESSON_QUESTIONS_PAGE_SIZE = 10;
/** The query parameter of the learning page that opens a lesson's Q&A (the mails' links). */
export const LESSON_QUERY_PARAM = 'lesson';

/** A question, a reply or a review reply: trimmed, 1 to QUESTION_TEXT_MAX characters. */
export const questionText = visibleText(QUESTION_TEXT_MAX, QUESTION_MSG.textRequired, QUESTION_MSG.textTooLong);

/** POST QUESTION_API.lesson (ask) and QUESTION_API.replies (reply): { text }. */
export const questionInputSchema = z.object({ text: questionText });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** Who wrote a question or a reply: a person as the messages show the other side of a conversation. */
export const questionAuthorSchema = participantSchema;
export type QuestionAuthor = Participant;

export const questionReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  author: questionAuthorSchema,
  /** Written by the course's instructor: shown marked "Instructor". */
  byInstructor: z.boolean(),
  /** The reply the instructor accepted as the answer (listed first). */
  accepted: z.boolean(),
  createdAt: z.string(),
});
export type QuestionReply = z.infer<typeof questionReplySchema>;

export const lessonQuestionSchema = z.object({
  id: z.string(),
  lessonId: z.string(),
  body: z.string(),
  author: questionAuthorSchema,
  createdAt: z.string(),
  acceptedReplyId: z.string().nullable(),
  /** The accepted reply first, then the others oldest first. */
  replies: z.array(questionReplySchema),
  /** The caller asked it. */
  mine: z.boolean(),
  /** For its asker: replies by others since the asker last opened it (0 for everyone else). */
  unreadReplies: z.number().int(),
});
export type LessonQuestion = z.infer<typeof lessonQuestionSchema>;

export const lessonQuestionsQuerySchema = listQuerySchema({});
export type LessonQuestionsQuery = z.input<typeof lessonQuestionsQuerySchema>;

/** GET QUESTION_API.lesson — the lesson's questions, newest first, with what the caller may do. */
export const lessonQuestionsPageSchema = pageOf('questions', lessonQuestionSchema, {
  /** An enrolled learner: may ask. */
  canAsk: z.boolean(),
  /** An enrolled learner or the course's instructor: may reply. */
  canReply: z.boolean(),
  /** The course's instructor: may accept a reply. */
  canAccept: z.boolean(),
});
export type LessonQuestionsPage = z.infer<typeof lessonQuestionsPageSchema>;

export const askResponseSchema = actionResponseSchema({ question: lessonQuestionSchema });
export type AskResponse = z.infer<typeof askResponseSchema>;

export const questionReplyResponseSchema = actionResponseSchema({ reply: questionReplySchema });
export type QuestionReplyResponse = z.infer<typeof questionReplyResponseSchema>;

/** PUT QUESTION_API.accepted — the reply to accept, or null to clear. */
export const acceptReplyInputSchema = z.object({
  replyId: z.uuid({ error: QUESTION_MSG.notAReply }).nullable(),
});
export type AcceptReplyInput = z.infer<typeof acceptReplyInputSchema>;

export const acceptReplyResponseSchema = actionResponseSchema({ acceptedReplyId: z.string().nullable() });
export type AcceptReplyResponse = z.infer<typeof acceptReplyResponseSchema>;

/** GET QUESTION_API.unread and PUT QUESTION_API.read: the learner's unread replies over every question. */
export const questionUnreadSchema = z.object({ count: z.number().int() });
export type QuestionUnread = z.infer<typeof questionUnreadSchema>;

export const INSTRUCTOR_QUESTION_STATUSES = ['new', 'all'] as const;
export type InstructorQuestionStatus = (typeof INSTRUCTOR_QUESTION_STATUSES)[number];

export const instructorQuestionsQuerySchema = listQuerySchema({
  /** new: no reply by the instructor yet (the default); all: every question. */
  status: z.enum(INSTRUCTOR_QUESTION_STATUSES).default('new'),
  courseId: z.uuid().optional(),
});
export type InstructorQuestionsQuery = z.input<typeof instructorQuestionsQuerySchema>;

export const instructorQuestionSchema = z.object({
  id: z.string(),
  course: courseRefSchema,
  lesson: z.object({ id: z.string(), title: z.string() }),
  asker: z.object({ name: z.string(), image: z.string().nullable() }),
  body: z.string(),
  repliesCount: z.number().int(),
  /** The instructor has replied. */
  answered: z.boolean(),
  createdAt: z.string(),
});
export type InstructorQuestion = z.infer<typeof instructorQuestionSchema>;

/** GET QUESTION_API.instructor — newest first; newCount: questions without an instructor reply (the nav badge). */
export const instructorQuestionsPageSchema = pageOf('questions', instructorQuestionSchema, {
  newCount: z.number().int(),
});
export type InstructorQuestionsPage = z.infer<typeof instructorQuestionsPageSchema>;

/** The instructor's public reply to a review (reviews carry it). */
export const instructorReplySchema = z.object({ text: z.string(), at: z.string() }).nullable();
export type InstructorReply = z.infer<typeof instructorReplySchema>;

/** PUT QUESTION_API.reviewReply — { text }. */
export const reviewReplyInputSchema = z.object({ text: questionText });
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

export const reviewReplyResponseSchema = actionResponseSchema({ instructorReply: instructorReplySchema });
export type ReviewReplyResponse = z.infer<typeof reviewReplyResponseSchema>;

/** How often the nav asks for the counts (and on window focus). */
export const QUESTION_COUNT_POLL_MS = 60_000;
