/** What the account-security mails share: who they go to, how they greet, their footer and their shape. */
import { greetingFor, renderMail } from '../layout.js';
import type { MailKind, OutgoingMail } from '../mail.js';

/** The account a password mail is about. */
export interface PasswordMailRecipient {
  name: string;
  email: string;
}

/** What each password mail's template takes: the account and the link of its button. */
export interface PasswordMailTo {
  to: PasswordMailRecipient;
  url: string;
}

/** Why the account got the mail (every password mail is a security notice). */
export const PASSWORD_MAIL_FOOTER = 'You received this e-mail because of a change to the security of your account.';

/**
 * A password mail to the account: "Hello Aarav,", the mail's paragraphs, one button to `url`
 * and the security footer. `sensitive` when it holds a secret (a reset link).
 */
export function passwordMail({
  to,
  url,
  kind,
  subject,
  paragraphs,
  action,
  sensitive,
}: PasswordMailTo & {
  kind: MailKind;
  subject: string;
  paragraphs: string[];
  action: string;
  sensitive?: true;
}): OutgoingMail {
  return {
    ...renderMail({
      subject,
      greeting: greetingFor(to.name),
      paragraphs,
      action: { label: action, url },
      footer: PASSWORD_MAIL_FOOTER,
    }),
    to: to.email,
    toName: to.name,
    kind,
    ...(sensitive ? { sensitive } : {}),
  };
}
