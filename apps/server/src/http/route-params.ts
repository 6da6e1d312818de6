/**
 * The params schema of a route that names one thing by its UUID in the path: a value that is not a
 * UUID is answered 400 with `error` (the contract's message for what the route did not find).
 */
import { z } from 'zod';

export const uuidParams = <K extends string>(name: K, error: string) =>
  z.object({ [name]: z.uuid({ error }) } as Record<K, z.ZodUUID>);
