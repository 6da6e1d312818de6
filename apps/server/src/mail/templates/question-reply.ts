/**
 * The mail of a reply to a learner's question under a lesson (issue 20 item 5), and the one mail
 * for several replies to one learner within a few minutes. Every value is escaped by the layout;
 * the link opens the lesson's Q&A on the learner's learning page.
 */
import { PRODUCT_NAME } from '@cms/contract';
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';
import { DIGEST_SHOWN, writersOf, type DigestMessage } from './messages-digest.js';

const FOOTER = `You get an e-mail when someone replies to your questions (the replies of a few minutes in one). Answer in ${PRODUCT_NAME} under the lesson: replies to this e-mail are not read.`;

export interface QuestionReplyMailInput {
  to: { name: string; email: string };
  from: { name: string };
  /** The course's instructor wrote it. */
  byInstructor: boolean;
  courseTitle: string;
  lessonTitle: string;
  /** The reply as written. */
  text: string;
  /** Absolute link to the lesson's Q&A on the learner's learning page. */
  url: string;
}

export function questionReplyMail(m: QuestionReplyMailInput): OutgoingMail {
  const who = m.byInstructor ? `${m.from.name} (Instructor)` : m.from.name;
  return mailTo(m.to, 'question-reply', {
    subject: `${who} replied to your question`,
    paragraphs: [`${who} replied to your question on "${m.lessonTitle}" in ${m.courseTitle}:`, m.text],
    action: { label: 'Open the lesson', url: m.url },
    footer: FOOTER,
  });
}

export interface QuestionRepliesDigestInput {
  to: { name: string; email: string };
  /** The replies, oldest first (at least two). */
  replies: DigestMessage[];
  /** The one lesson's Q&A, or the learner's My courses when the replies are under several lessons. */
  url: string;
}

export function questionRepliesDigestMail({ to, replies, url }: QuestionRepliesDigestInput): OutgoingMail {
  const shown = replies.slice(-DIGEST_SHOWN);
  const earlier = replies.length - shown.length;
  return mailTo(to, 'question-reply', {
    subject: `${replies.length} new replies to your questions from ${writersOf(replies)}`,
    paragraphs: [
      `You have ${replies.length} new replies to your questions:`,
      ...(earlier > 0 ? [`${earlier} earlier ${earlier === 1 ? 'reply is' : 'replies are'} under the lessons.`] : []),
      ...shown.map((r) => `${r.from} wrote:\n${r.text}`),
    ],
    action: { label: 'Open the lesson', url },
    footer: FOOTER,
  });
}
