/** The mail of a new message from a lead to a member of the team (sent from the team page). */
import { PRODUCT_NAME } from '@cms/contract';
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';

/** The two people of a message mail and what was written. */
export interface MessageMailInput {
  to: { name: string; email: string };
  from: { name: string };
  /** The message as written. */
  text: string;
  /** Absolute link to the conversation in the recipient's Messages. */
  url: string;
}

export const MESSAGE_MAIL_FOOTER = `You get an e-mail for new messages (those of a few minutes in one). Answer in ${PRODUCT_NAME} under Messages: replies to this e-mail are not read.`;

export function messageMail({ to, from, text, url }: MessageMailInput): OutgoingMail {
  return mailTo(to, 'message', {
    subject: `New message from ${from.name}`,
    paragraphs: [`${from.name}, your team lead, sent you a message:`, text],
    action: { label: 'Open Messages', url },
    footer: MESSAGE_MAIL_FOOTER,
  });
}
