/**
 * Admin order times in the college's time zone (config TIME_ZONE, which the server names in its
 * answers), not the browser's: the list, the order detail and the CSV show the same clock. The zone's
 * short name follows ("IST" for Asia/Kolkata) so that nobody reads it as local time.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** "2 Jan 2025, 1:30 am IST" for 2025-01-01T20:00Z in Asia/Kolkata; '' when it cannot be read. */
export function formatOrderTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  try {
    return formatIn(timeZone).format(d);
  } catch {
    // An unknown zone (the server checks TIME_ZONE at start-up, so only a stale client): UTC, named.
    return formatIn('UTC').format(d);
  }
}
