/**
 * Shares one read among concurrent callers without ever answering a caller with a value read
 * before it asked: a caller joins the next read to start, never one already under way. Under load
 * this turns one query per request into about one per round trip, and a caller still sees every
 * write committed before its call.
 */
export class FreshRead<T> {
  private inFlight: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  /** A value from a read that started after this call. */
  get(): Promise<T> {
    if (!this.inFlight) return this.start();
    if (!this.queued) {
      const running = this.inFlight;
      const settled = () => {
        this.queued = null;
        return this.start();
      };
      this.queued = running.then(settled, settled);
    }
    return this.queued;
  }

  private start(): Promise<T> {
    const reading = this.read().finally(() => {
      if (this.inFlight === reading) this.inFlight = null;
    });
    this.inFlight = reading;
    return reading;
  }
}
