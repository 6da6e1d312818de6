/**
 * The most common passwords, refused for every new password (sign-up, reset, change; never at
 * sign-in). The list is zxcvbn-ts's "passwords-common" dictionary (@zxcvbn-ts/language-common:
 * about 49,000 passwords from leaked-password corpora, lower case), loaded on first use and kept
 * as a set. Server only: the web app checks the length alone, so the list never ships to browsers.
 */
import { passwordRuleErrors } from './errors.js';

let common: Promise<ReadonlySet<string>> | null = null;

const commonPasswords = (): Promise<ReadonlySet<string>> =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** True when `password`, in any case ("Password1" as "password1"), is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Refuses a common new password: 400 with the message under `field`. */
export async function assertUncommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw passwordRuleErrors.tooCommon(field);
}
