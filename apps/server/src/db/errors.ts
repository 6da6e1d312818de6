/** Recognising database errors through either driver (node-postgres, or PGlite wrapped by drizzle). */

interface PgError {
  code?: string;
  constraint?: string;
  cause?: PgError;
}

/** A unique violation (23505), of the named constraint when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint || !e.constraint;
  }
  return false;
}
