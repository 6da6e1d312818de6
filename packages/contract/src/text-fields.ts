/** The rules of free-text fields: a required text, and one that must also show something. */
import { z } from 'zod';

/**
 * Characters that show nothing: white space, the default-ignorable ones (zero-width spaces and
 * joiners, bidi marks, fillers, variation selectors, tags, the soft hyphen) and the braille blank.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether a text shows anything at all once its invisible characters are left out. */
export const showsSomething = (text: string) => text.replace(INVISIBLE, '').length > 0;

/** A required text: trimmed, refused with `required` when blank, at most `max` characters (`tooLong`). */
export const requiredText = (max: number, required: string, tooLong = `At most ${max} characters`) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * A text someone writes to others (a message, a question, a reply): blank, only spaces or only
 * characters that show nothing, is refused with `required` (and nothing else); surrounding spaces
 * are dropped; at most `max` characters (`tooLong`).
 */
export const visibleText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(showsSomething, { error: required, abort: true })
    .max(max, { error: tooLong });
