/** Servers a test needs beside the app (a provider's stand-in, a local S3), started and closed around tests. */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** What such a server gives back once started: something to close. */
export interface Closable {
  close(): Promise<unknown>;
}

const HOOKS = {
  'each test': [beforeEach, afterEach],
  'all tests': [beforeAll, afterAll],
} as const;

/**
 * Starts a server with `start` before each test of the describe (or file) and closes it after that
 * test, or once before all its tests and closes it after them all.
 */
export function startedFor(scope: keyof typeof HOOKS, start: () => Promise<Closable>): void {
  const [before, after] = HOOKS[scope];
  let server: Closable | undefined;
  before(async () => {
    server = await start();
  });
  after(async () => {
    await server?.close();
  });
}
