/** The reset link of "Forgot password?": single use, expiring; sensitive (it holds a secret). */
import { ACCOUNT_MAIL } from '@cms/contract';
import type { OutgoingMail } from '../mail.js';
import { passwordMail, type PasswordMailTo } from './password-common.js';

export function passwordResetMail(mail: PasswordMailTo): OutgoingMail {
  return passwordMail({
    ...mail,
    kind: 'password-reset',
    subject: ACCOUNT_MAIL.resetSubject,
    paragraphs: [ACCOUNT_MAIL.resetIntro, ACCOUNT_MAIL.resetExpiry, ACCOUNT_MAIL.resetIgnore],
    action: ACCOUNT_MAIL.resetAction,
    sensitive: true,
  });
}
