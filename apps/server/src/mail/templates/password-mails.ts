/**
 * The account-security mails, built by one template: the reset link of "Forgot password?" (single
 * use, expiring; sensitive: it holds a secret), the answer for an account without a password (sign
 * in with Google), and the notice after a password change or reset, so an owner who did not do it
 * can react. Each greets the account by name, says its paragraphs, offers one button and ends with
 * the security footer.
 */
import { ACCOUNT_MAIL } from '@cms/contract';
import { mailTo } from '../layout.js';
import type { MailKind, OutgoingMail } from '../mail.js';

/** The account a password mail is about. */
export interface PasswordMailRecipient {
  name: string;
  email: string;
}

/** What each password mail takes: the account and the link of its button. */
export interface PasswordMailTo {
  to: PasswordMailRecipient;
  url: string;
}

/** Why the account got the mail (every password mail is a security notice). */
export const PASSWORD_MAIL_FOOTER = 'You received this e-mail because of a change to the security of your account.';

/** What one password mail says. */
interface PasswordMailText {
  subject: string;
  paragraphs: string[];
  action: string;
  /** Holds a secret (a reset link). */
  sensitive?: true;
}

const PASSWORD_MAILS = {
  'password-reset': {
    subject: ACCOUNT_MAIL.resetSubject,
    paragraphs: [ACCOUNT_MAIL.resetIntro, ACCOUNT_MAIL.resetExpiry, ACCOUNT_MAIL.resetIgnore],
    action: ACCOUNT_MAIL.resetAction,
    sensitive: true,
  },
  'password-reset-google': {
    subject: ACCOUNT_MAIL.googleSubject,
    paragraphs: [ACCOUNT_MAIL.googleIntro, ACCOUNT_MAIL.googleHow, ACCOUNT_MAIL.resetIgnore],
    action: ACCOUNT_MAIL.googleAction,
  },
  'password-changed': {
    subject: ACCOUNT_MAIL.changedSubject,
    paragraphs: [ACCOUNT_MAIL.changedIntro, ACCOUNT_MAIL.changedWarning],
    action: ACCOUNT_MAIL.changedAction,
  },
} satisfies Partial<Record<MailKind, PasswordMailText>>;

export type PasswordMailKind = keyof typeof PASSWORD_MAILS;

/** The password mail of `kind` to the account: "Hello Aarav,", its paragraphs, one button to `url` and the footer. */
export function passwordMail(kind: PasswordMailKind, { to, url }: PasswordMailTo): OutgoingMail {
  const { subject, paragraphs, action, sensitive }: PasswordMailText = PASSWORD_MAILS[kind];
  return {
    ...mailTo(to, kind, {
      subject,
      paragraphs,
      action: { label: action, url },
      footer: PASSWORD_MAIL_FOOTER,
    }),
    ...(sensitive ? { sensitive } : {}),
  };
}
