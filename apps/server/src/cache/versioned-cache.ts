/**
 * Values computed at most once per key and version. A newer version drops every value of the older
 * one; a caller still holding an older version computes without caching. Concurrent misses of one
 * key share one computation, and a failed computation is forgotten.
 */
export class VersionedCache<T> {
  private version: number | null = null;
  private readonly values = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  get(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      if (this.version !== null && version < this.version) return compute();
      this.values.clear();
      this.version = version;
    }
    const cached = this.values.get(key);
    if (cached) return cached;
    if (this.values.size >= this.maxEntries) this.values.delete(this.values.keys().next().value!);
    const value = compute();
    this.values.set(key, value);
    value.catch(() => {
      if (this.values.get(key) === value) this.values.delete(key);
    });
    return value;
  }
}
