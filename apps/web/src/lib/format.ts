/** Display formats shared by the pages (en-IN, like the money format of the contract). */

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-IN');
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** 1234 → "1.2K" (Intl compact notation). */
export function formatCompact(n: number): string {
  return compact.format(n);
}

/** 1234 → "1,234". */
export function formatCount(n: number): string {
  return whole.format(n);
}

/** An average rating with one decimal, or "—" when there is none. */
export function formatRating(avg: number | null | undefined): string {
  return avg === null || avg === undefined || Number.isNaN(avg) ? '—' : avg.toFixed(1);
}

/** An ISO date as "5 Jan 2025" (en-IN); '' when it cannot be read. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
}

const whenFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO time as "5 Jan 2025, 3:04 pm" (en-IN); '' when it cannot be read. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : whenFormat.format(d);
}
/** Seconds as m:ss or h:mm:ss (video time display). */
export function formatClock(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds ?? NaN) ? (seconds as number) : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A lesson / course length: "45s", "12 min", "1 h 5 min"; '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The first word of a name ("Asha" of "Asha Rao"); '' without a name. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** "1 lesson", "3 lessons". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * Study time for a "Total Hours" figure: hours with one decimal from an hour on; below that whole
 * minutes ("< 1 min" for a few seconds), so short courses do not read as "0 h".
 */
export function formatStudyTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0 h';
  if (seconds >= 3600) return `${(Math.round((seconds / 3600) * 10) / 10).toLocaleString('en-IN')} h`;
  if (seconds < 60) return '< 1 min';
  return `${Math.round(seconds / 60)} min`;
}
