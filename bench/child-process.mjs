// The benches' server children and their parent talking over IPC: the parent forks a child and waits
// for its messages by type (child); a CMS server child answers the SQL capture and close, and the
// messages of its own bench (answerParent).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { recorder } from './sql-recorder.mjs';

/** A child process (`file` beside this one) that answers over IPC; `next(type)` waits for its message of `type`. */
export function child(file, childEnv) {
  const proc = fork(fileURLToPath(new URL(file, import.meta.url)), {
    env: { ...process.env, ...childEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const exited = once(proc, 'exit').then(([code]) => {
    throw new Error(`${file} exited (${code})`);
  });
  exited.catch(() => undefined);
  const next = (type) =>
    Promise.race([
      exited,
      new Promise((resolve, reject) => {
        const onMessage = (msg) => {
          if (msg.type === 'error') reject(new Error(msg.message));
          else if (msg.type === type) resolve(msg);
          else return;
          proc.off('message', onMessage);
        };
        proc.on('message', onMessage);
      }),
    ]);
  const ask = (message, answer) => {
    const reply = next(answer);
    proc.send(message);
    return reply;
  };
  return {
    proc,
    next,
    ask,
    async close() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      await Promise.race([ask({ type: 'close' }, 'closed').catch(() => undefined), sleep(10_000)]);
      if (proc.exitCode === null) proc.kill();
    },
  };
}

/**
 * In a CMS server child: answers the parent's capture-start and capture-stop (the SQL `app` ran in
 * between, the first `msg.limit` or `limit` with EXPLAIN (ANALYZE, BUFFERS)) and close, and the
 * bench's own messages by type (`handlers`). A failure is answered as an error message.
 */
export function answerParent(app, limit, handlers = {}) {
  const sql_ = recorder(app);
  process.on('message', async (msg) => {
    try {
      if (handlers[msg.type]) {
        await handlers[msg.type](msg);
      } else if (msg.type === 'capture-start') {
        sql_.start();
        process.send({ type: 'capture-started' });
      } else if (msg.type === 'capture-stop') {
        const queries = sql_.stop().slice(0, msg.limit ?? limit);
        const plans = [];
        for (const q of queries) plans.push({ ...q, plan: await sql_.explain(q) });
        process.send({ type: 'plans', plans });
      } else if (msg.type === 'close') {
        await app.close();
        process.send({ type: 'closed' });
        process.exit(0);
      }
    } catch (err) {
      process.send({ type: 'error', message: err.stack ?? String(err) });
    }
  });
}
