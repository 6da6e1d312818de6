/** The answer to "Forgot password?" for an account without a password: sign in with Google. */
import { ACCOUNT_MAIL } from '@cms/contract';
import type { OutgoingMail } from '../mail.js';
import { passwordMail, type PasswordMailTo } from './password-common.js';

export function passwordResetGoogleMail(mail: PasswordMailTo): OutgoingMail {
  return passwordMail({
    ...mail,
    kind: 'password-reset-google',
    subject: ACCOUNT_MAIL.googleSubject,
    paragraphs: [ACCOUNT_MAIL.googleIntro, ACCOUNT_MAIL.googleHow, ACCOUNT_MAIL.resetIgnore],
    action: ACCOUNT_MAIL.googleAction,
  });
}
