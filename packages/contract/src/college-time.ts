/**
 * A moment as the platform shows it to people, in the college's time zone (config TIME_ZONE, which
 * the server names in its answers), not the reader's: "5 Mar 2026, 3:04 pm IST". Mail and the admin's
 * order screens (list, detail) show the same clock; the zone's short name follows, so that nobody
 * reads it as local time.
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

/** "2 Jan 2025, 1:30 am IST" for 2025-01-01T20:00Z in Asia/Kolkata. Throws for an unknown zone. */
export function collegeDateTime(date: Date, timeZone: string): string {
  return formatIn(timeZone).format(date);
}
