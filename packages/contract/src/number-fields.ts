/** The rule of whole-number fields typed in a form (a rating, a percentage, a limit, an amount in paise). */
import { z } from 'zod';

/** A whole number from `min` to `max`: anything else (not a number, a fraction, out of range) is refused with `error`. */
export const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
