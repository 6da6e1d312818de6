/** `path?query` from the values that are set (blank strings and undefined left out). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) q.set(key, text);
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
