/** A describe's app and its users, started before its tests and closed after them. */
import { afterAll, beforeAll } from 'vitest';
import type { Driver, StartOptions, TestApp } from './app.js';
import { startWithUsers, type Cast, type TestUser } from './users.js';

/** The describe's app with its users beside it, each by the name the cast gives it (`t.admin`). */
export type Suite<K extends string = never> = TestApp & Readonly<Record<K, TestUser>>;

/** The start options, or a function that works them out when the suite starts (a port, a provider). */
export type SuiteOptions = StartOptions | (() => StartOptions | Promise<StartOptions>);

/**
 * Registers the enclosing describe's beforeAll (startWithUsers: the app on `driver` and the cast's
 * users) and afterAll (closing the app). The object it returns is filled in when beforeAll runs:
 * read it in tests and hooks, not in the describe's body. A describe's own set-up goes in a
 * beforeAll after this call (hooks run in the order they are registered).
 */
export function suiteWithUsers<K extends string>(
  driver: Driver,
  cast: Cast<K> & { [P in keyof TestApp | 't']?: never },
  options?: SuiteOptions,
): Suite<K> {
  const suite = {} as Suite<K>;
  let started: TestApp | undefined;
  beforeAll(async () => {
    const { t, ...users } = await startWithUsers(
      driver,
      cast,
      typeof options === 'function' ? await options() : options,
    );
    started = t;
    Object.assign(suite, t, users);
  });
  afterAll(async () => {
    await started?.close();
  });
  return suite;
}

/** suiteWithUsers with no users: the describe's app alone. */
export const suiteApp = (driver: Driver, options?: SuiteOptions): Suite => suiteWithUsers(driver, {}, options);
