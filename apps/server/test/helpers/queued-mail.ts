/**
 * Every mail the apps of one test file queue, as queued: the recipient's copy, before the outbox
 * hides a secret (a reset link's token) in what it stores. The file's test workers are shared with
 * other files (the server project runs without isolation), so the recording starts before the
 * file's tests and is undone after them.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { OutgoingMail } from '../../src/mail/mail.js';
import { MailQueue } from '../../src/mail/queue.js';

export function recordQueuedMail(): OutgoingMail[] {
  const queued: OutgoingMail[] = [];
  let spy: { mockRestore(): void } | undefined;
  beforeAll(() => {
    const enqueue = MailQueue.prototype.enqueue;
    spy = vi.spyOn(MailQueue.prototype, 'enqueue').mockImplementation(function (this: MailQueue, tx, mail) {
      queued.push(mail);
      return enqueue.call(this, tx, mail);
    });
  });
  afterAll(() => spy?.mockRestore());
  return queued;
}
