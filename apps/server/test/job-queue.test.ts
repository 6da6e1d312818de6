/**
 * The jobs table's queue (issue 22): two workers claiming at once never get the same job (FOR UPDATE
 * SKIP LOCKED, on PGlite and PostgreSQL); a failed attempt is tried again after its back-off, up to 3
 * attempts, then the job is failed and its handler told; a permanent error fails it at once.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffMs,
  JobRunner,
  PermanentJobError,
  type JobHandler,
} from '../src/jobs/job-runner.js';
import { databaseDrivers, sql } from './helpers/app.js';
import { suiteApp } from './helpers/suite.js';

describe('back-off (jobs and mail)', () => {
  it('waits 30 s after the first failure, twice as long after each further one, at most an hour', () => {
    const none = () => 0;
    expect(BACKOFF_BASE_MS).toBe(30_000);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, none))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(8, none)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_MAX_MS);
    // jitter adds at most 10 %
    expect(backoffMs(1, () => 1)).toBe(33_000);
  });
});

describe.each(databaseDrivers)('job queue (%s)', (driver) => {
  const t = suiteApp(driver);
  const jobs = () => t.app.services.jobs;

  it('two claims at once share out the due jobs: none is claimed twice', async () => {
    const kind = `share-${driver}`;
    const ids = await Promise.all([1, 2, 3, 4].map((n) => jobs().enqueue(kind, { n })));
    const [a, b] = await Promise.all([jobs().claim([kind], 3, 60_000), jobs().claim([kind], 3, 60_000)]);
    const claimed = [...a!, ...b!].map((j) => j.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    // Held by their leases: nothing more to claim.
    expect(await jobs().claim([kind], 10, 60_000)).toEqual([]);
  });

  it('retries after the back-off, gives up after 3 attempts and tells the handler', async () => {
    const kind = `flaky-${driver}`;
    const given: string[] = [];
    let calls = 0;
    const handler: JobHandler = {
      run: async () => {
        calls++;
        throw new Error(`attempt ${calls} failed`);
      },
      giveUp: async (_payload, error) => {
        given.push(error);
      },
    };
    const runner = new JobRunner(jobs(), { [kind]: handler }, { concurrency: 1, backoffMs: () => 60_000 });
    const id = await jobs().enqueue(kind, {});
    expect(await runner.runOnce()).toBe(1);
    expect(await jobs().one(id)).toMatchObject({ state: 'queued', attempts: 1, error: 'attempt 1 failed' });
    // Not due before its back-off ran out.
    expect(await runner.runOnce()).toBe(0);
    for (const attempt of [2, 3]) {
      await t.query(sql`update jobs set run_after = now() where id = ${id}`);
      expect(await runner.runOnce()).toBe(1);
      expect(await jobs().one(id)).toMatchObject({ attempts: attempt });
    }
    expect(await jobs().one(id)).toMatchObject({ state: 'failed', attempts: 3, error: 'attempt 3 failed' });
    expect(given).toEqual(['attempt 3 failed']);
  });

  it('a permanent error fails the job at its first attempt; a success is done', async () => {
    const kind = `permanent-${driver}`;
    const runner = new JobRunner(
      jobs(),
      {
        [kind]: {
          run: async (payload) => {
            if (payload.bad) throw new PermanentJobError('could not process');
          },
        },
      },
      { concurrency: 2 },
    );
    const bad = await jobs().enqueue(kind, { bad: true });
    const good = await jobs().enqueue(kind, { bad: false });
    expect(await runner.runOnce()).toBe(2);
    expect(await jobs().one(bad)).toMatchObject({ state: 'failed', attempts: 1, error: 'could not process' });
    expect(await jobs().one(good)).toMatchObject({ state: 'done', attempts: 1, error: null });
  });

  it('a clean close aborts the job in progress and queues it again, the attempt not counted', async () => {
    const kind = `close-${driver}`;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const handler: JobHandler = {
      run: (_payload, { signal }) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    };
    const runner = new JobRunner(jobs(), { [kind]: handler }, { concurrency: 1 });
    const id = await jobs().enqueue(kind, {});
    runner.start();
    await running;
    expect(await jobs().one(id)).toMatchObject({ state: 'running', attempts: 1 });
    await runner.stop();
    expect(await jobs().one(id)).toMatchObject({ state: 'queued', attempts: 0, lockedUntil: null });
  });
});
