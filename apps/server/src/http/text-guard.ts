/**
 * Refuses text no input may hold, on every route, before validation and the handler: a NUL (which
 * PostgreSQL cannot store in text — it used to answer 500), a lone UTF-16 surrogate (not
 * well-formed Unicode: the database would silently turn it into U+FFFD) and the other control
 * characters, except tab, line feed and carriage return, which text areas send. Every string of
 * the parsed JSON body (keys too), the query and the path parameters is checked; a refusal is the
 * usual 400 naming each field, like a schema failure.
 *
 * A preValidation hook rather than a wrapper of the validator compiler: it runs for every route,
 * including parts a route declares no schema for (it may still read them), sees the input before
 * a schema's transforms, and needs no knowledge of the validator's error format.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { illFormedText } from '../errors/index.js';

/**
 * A control character (Unicode category Cc: C0, DEL and C1) other than tab, LF and CR, or — in a
 * `u` regular expression — a surrogate code unit that is not half of a pair (Cs). So a match is
 * exactly "holds a forbidden control character or is not String.prototype.isWellFormed()".
 */
const FORBIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Whether `text` holds a character no input may hold. */
export const isHostileText = (text: string): boolean => FORBIDDEN.test(text);

/** Reports no more fields than this (a hostile body may hold thousands). */
const MAX_FIELDS = 20;

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return true;
  // Plain objects from JSON, and the prototype-less ones (or with an empty prototype-less
  // prototype) that the query-string parser and the router make; never Buffers or streams.
  const proto = Object.getPrototypeOf(v) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/**
 * The dotted paths (as validation errors name fields: `lessons.0.title`) of every hostile string
 * in `input`, keys included; '' for `input` itself. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function hostilePaths(input: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0 && found.length < MAX_FIELDS) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (isHostileText(value)) found.push(path);
    } else if (isContainer(value)) {
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      const children: [unknown, string][] = [];
      for (const [key, child] of entries) {
        const childPath = path === '' ? String(key) : `${path}.${key}`;
        if (typeof key === 'string' && isHostileText(key)) found.push(childPath);
        else children.push([child, childPath]);
      }
      // Depth-first in document order, so the first field reported is the first in the input.
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return found;
}

export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...hostilePaths(request.params),
      ...hostilePaths(request.query),
      ...hostilePaths(request.body).map((p) => p || 'body'),
    ];
    if (paths.length > 0) throw illFormedText(paths);
  });
});
