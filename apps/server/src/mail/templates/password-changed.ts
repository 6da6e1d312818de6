/** The notice after a password change or reset, so an owner who did not do it can react. */
import { ACCOUNT_MAIL } from '@cms/contract';
import type { OutgoingMail } from '../mail.js';
import { passwordMail, type PasswordMailTo } from './password-common.js';

export function passwordChangedMail(mail: PasswordMailTo): OutgoingMail {
  return passwordMail({
    ...mail,
    kind: 'password-changed',
    subject: ACCOUNT_MAIL.changedSubject,
    paragraphs: [ACCOUNT_MAIL.changedIntro, ACCOUNT_MAIL.changedWarning],
    action: ACCOUNT_MAIL.changedAction,
  });
}
