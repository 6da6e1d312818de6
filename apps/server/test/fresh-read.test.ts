/** FreshRead: concurrent callers share reads, and no caller gets a value read before it asked. */
import { describe, expect, it } from 'vitest';
import { FreshRead } from '../src/cache/fresh-read.js';

/** A stored value and a read of it that takes until `finish` is called. */
function slowStore() {
  let value = 0;
  let reads = 0;
  const pending: (() => void)[] = [];
  const read = () => {
    reads++;
    const seen = value; // what a query started now would see
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    read,
    write: () => value++,
    reads: () => reads,
    /** Finishes every read under way. */
    finish: async () => {
      while (pending.length > 0) {
        pending.shift()!();
        await new Promise((r) => setImmediate(r));
      }
    },
  };
}

describe('FreshRead', () => {
  it('callers arriving while a read is under way share the next one', async () => {
    const store = slowStore();
    const fresh = new FreshRead(store.read);
    const first = fresh.get();
    const later = Array.from({ length: 10 }, () => fresh.get());
    await store.finish();
    await store.finish();
    await Promise.all([first, ...later]);
    expect(store.reads()).toBe(2);
  });

  it('never answers a caller with a value read before it asked', async () => {
    const store = slowStore();
    const fresh = new FreshRead(store.read);
    const before = fresh.get(); // a read under way sees 0
    store.write(); // committed before the next caller asks
    const after = fresh.get();
    await store.finish();
    await store.finish();
    expect(await before).toBe(0);
    expect(await after).toBe(1);
  });

  it('a failed read fails its callers only; the next caller reads again', async () => {
    let calls = 0;
    const fresh = new FreshRead(async () => {
      calls++;
      if (calls === 1) throw new Error('database down');
      return calls;
    });
    await expect(fresh.get()).rejects.toThrow('database down');
    expect(await fresh.get()).toBe(2);
  });
});
