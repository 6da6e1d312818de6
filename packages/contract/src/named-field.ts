/**
 * A one-field shape whose name the caller gives: the spec names the same field differently from
 * place to place (a student's `teamNum` and a lead's `teamNo`; a profile page's `FindUserData`,
 * `data` or `profile`; each list's rows under its own name).
 */
import type { z } from 'zod';

export function namedField<const Key extends string, Field extends z.ZodType>(key: Key, field: Field) {
  return { [key]: field } as { [K in Key]: Field };
}
