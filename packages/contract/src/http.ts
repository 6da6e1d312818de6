/** The API's common shapes (a message, an error, health) and the paths of the foundation's routes. */
import { z } from 'zod';
import { namedField } from './named-field.js';

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** What a change answers: success, its message (the toast's text), then `result`: what it made or changed. */
export function actionResponseSchema<const Result extends z.ZodRawShape>(result: Result) {
  return z.object({ success: z.literal(true), message: z.string(), ...result });
}

/**
 * A list answered whole (no paging): success, the rows (`row` each) under the list's own `key`, then
 * what else the list tells (`extra`). The paged lists are pageOf's.
 */
export function listOf<
  const Key extends string,
  Row extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(key: Key, row: Row, extra?: Extra) {
  return z.object({ success: z.literal(true), ...namedField(key, z.array(row)), ...(extra as Extra) });
}

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});

/** Every failure has this one shape. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
