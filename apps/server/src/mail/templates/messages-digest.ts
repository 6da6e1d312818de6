/**
 * One mail for several messages to one person within a few minutes (issue 19): "3 new messages from
 * Lalit Lead", each message with its writer, the latest ones in full.
 */
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';
import { MESSAGE_MAIL_FOOTER } from './message.js';

/** The messages a digest shows in full (the latest); the others are counted. */
export const DIGEST_SHOWN = 10;

export interface DigestMessage {
  from: string;
  text: string;
}

export interface MessagesDigestInput {
  to: { name: string; email: string };
  /** The messages, oldest first (at least two). */
  messages: DigestMessage[];
  /** Absolute link: the one conversation, or the recipient's Messages when they are several. */
  url: string;
  kind: OutgoingMail['kind'];
}

/** "Lalit Lead", "Sana Student and Kabir Singh", "Sana Student, Kabir Singh and 2 others". */
export function writersOf(messages: DigestMessage[]): string {
  const names = [...new Set(messages.map((m) => m.from))];
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  const others = names.length - 2;
  return `${names[0]}, ${names[1]} and ${others} other${others === 1 ? '' : 's'}`;
}

export function messagesDigestMail({ to, messages, url, kind }: MessagesDigestInput): OutgoingMail {
  const shown = messages.slice(-DIGEST_SHOWN);
  const earlier = messages.length - shown.length;
  return mailTo(to, kind, {
    subject: `${messages.length} new messages from ${writersOf(messages)}`,
    paragraphs: [
      `You have ${messages.length} new messages:`,
      ...(earlier > 0 ? [`${earlier} earlier ${earlier === 1 ? 'message is' : 'messages are'} in Messages.`] : []),
      ...shown.map((m) => `${m.from} wrote:\n${m.text}`),
    ],
    action: { label: 'Open Messages', url },
    footer: MESSAGE_MAIL_FOOTER,
  });
}
