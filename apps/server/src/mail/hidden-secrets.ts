/**
 * The secret of a link in a mail (a reset link's token) replaced by MAIL_HIDDEN_SECRET, in the text
 * and in the HTML (where `&` may be written `&amp;`): what the admins' outbox shows of a mail holding
 * a secret, and what the outbox stores of one when no SMTP server will ever deliver it.
 */
import { MAIL_HIDDEN_SECRET, RESET_TOKEN_PARAM } from '@cms/contract';

const SECRET_VALUE = new RegExp(`([?&](?:amp;)?${RESET_TOKEN_PARAM}=)[^&\\s"'<>]+`, 'g');

export const hideSecrets = (body: string): string => body.replace(SECRET_VALUE, `$1${MAIL_HIDDEN_SECRET}`);
