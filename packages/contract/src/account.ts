/**
 * Account security (issue 10, item 2): change the password while signed in, and the forgotten-
 * password flow (a single-use, expiring reset link sent by e-mail). The new password follows the
 * sign-up rule (newPasswordField; the server also refuses common passwords).
 */
import { z } from 'zod';
import { RESET_TOKEN_TTL_MINUTES } from './constants.js';
import { ACCOUNT_MSG } from './texts/account.js';
import { emailField, newPasswordField } from './validation.js';

/** The stable `error.code`s of the flow's refusals (besides BAD_REQUEST and TOO_MANY_REQUESTS). */
export const ACCOUNT_ERROR = {
  /** Change password on an account that has no password (it signs in with Google). */
  googleOnly: 'GOOGLE_ACCOUNT',
  /** The reset token is unknown, used, superseded or expired. */
  resetInvalid: 'RESET_TOKEN_INVALID',
  /** Sign-in to an account an admin disabled. */
  disabled: 'ACCOUNT_DISABLED',
} as const;

/** The longest token the server accepts (its tokens are 43 characters of base64url). */
export const RESET_TOKEN_MAX = 200;

/** The e-mails of the flow (subjects and texts; the layout is the server's). */
export const ACCOUNT_MAIL = {
  resetSubject: 'Reset your password',
  resetIntro: 'We received a request to reset the password of your account. Use the button below to choose a new one.',
  resetExpiry: `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  resetAction: 'Reset password',
  googleSubject: 'How to sign in to your account',
  googleIntro:
    'We received a request to reset the password of your account, but your account has no password: it signs in with Google.',
  googleHow: 'Open the sign-in page and choose "Sign in with Google" with this e-mail address.',
  googleAction: 'Go to sign-in',
  changedSubject: 'Your password was changed',
  changedIntro: 'The password of your account was just changed, and every other device signed in to it was signed out.',
  changedWarning: 'If you did not do this, reset your password now with "Forgot password?" on the sign-in page.',
  changedAction: 'Go to sign-in',
} as const;

/** The repeated password must match; blank means "not repeated yet" (the API may omit it). */
function checkConfirm(value: { confirm?: string | undefined }, password: string, ctx: z.RefinementCtx): void {
  if (value.confirm === undefined || value.confirm === password) return;
  ctx.addIssue({
    code: 'custom',
    path: ['confirm'],
    message: value.confirm === '' ? ACCOUNT_MSG.confirmRequired : ACCOUNT_MSG.passwordsDiffer,
  });
}

/** POST ACCOUNT_API.changePassword. `confirm` is checked when sent (the dialog always sends it). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MSG.currentPasswordRequired })
      .min(1, { error: ACCOUNT_MSG.currentPasswordRequired })
      .max(1024),
    newPassword: newPasswordField,
    confirm: z.string().max(1024).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: ACCOUNT_MSG.samePassword });
    }
    checkConfirm(value, value.newPassword, ctx);
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST ACCOUNT_API.forgotPassword. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST ACCOUNT_API.resetPassword: the token of the link and the new password. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: ACCOUNT_MSG.resetInvalid })
      .min(1, { error: ACCOUNT_MSG.resetInvalid })
      .max(RESET_TOKEN_MAX, { error: ACCOUNT_MSG.resetInvalid }),
    password: newPasswordField,
    confirm: z.string().max(1024).optional(),
  })
  .superRefine((value, ctx) => checkConfirm(value, value.password, ctx));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
