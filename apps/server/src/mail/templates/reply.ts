/** The mail of a reply in a conversation, to the other person (a member's answer or the lead's reply). */
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';
import { MESSAGE_MAIL_FOOTER, type MessageMailInput } from './message.js';

export function replyMail({ to, from, text, url }: MessageMailInput): OutgoingMail {
  return mailTo(to, 'reply', {
    subject: `${from.name} replied to your message`,
    paragraphs: [`${from.name} wrote:`, text],
    action: { label: 'Open Messages', url },
    footer: MESSAGE_MAIL_FOOTER,
  });
}
