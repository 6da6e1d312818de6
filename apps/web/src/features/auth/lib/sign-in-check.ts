/**
 * The sign-in form's rules (spec section 5): the e-mail must match the pattern, else "Invalid
 * email format" and no request; then the contract's schema. Loaded by the sign-in page when the
 * form is first used, so the page itself does not carry zod.
 */
import { EMAIL_PATTERN, MSG, signInSchema, type SignInInput } from '@cms/contract';

export type SignInField = keyof SignInInput;

export type SignInCheck = { ok: true; input: SignInInput } | { ok: false; field: SignInField; message: string };

export function checkSignIn(values: SignInInput): SignInCheck {
  if (!EMAIL_PATTERN.test(values.email.trim())) return { ok: false, field: 'email', message: MSG.invalidEmail };
  const parsed = signInSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: issue?.path[0] === 'password' ? 'password' : 'email',
    message: issue?.message ?? MSG.invalidEmail,
  };
}
