/**
 * Admin order times in the college's time zone (config TIME_ZONE, which the server names in its
 * answers), not the browser's: the list, the order detail and the CSV show the same clock as mail
 * (the contract's collegeDateTime).
 */
import { collegeDateTime } from '@cms/contract';

/** "2 Jan 2025, 1:30 am IST" for 2025-01-01T20:00Z in Asia/Kolkata; '' when it cannot be read. */
export function formatOrderTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  try {
    return collegeDateTime(d, timeZone);
  } catch {
    // An unknown zone (the server checks TIME_ZONE at start-up, so only a stale client): UTC, named.
    return collegeDateTime(d, 'UTC');
  }
}
