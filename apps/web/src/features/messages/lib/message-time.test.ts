import { describe, expect, it } from 'vitest';
import { messageTime, relativeTime } from './message-time';

const NOW = new Date('2026-03-10T12:00:00');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('message times', () => {
  it('relative: just now, minutes, hours, yesterday, weeks', () => {
    expect(relativeTime(ago(20_000), NOW)).toBe('just now');
    expect(relativeTime(ago(5 * MIN), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * HOUR), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(DAY + HOUR), NOW)).toBe('yesterday');
    expect(relativeTime(ago(15 * DAY), NOW)).toBe('2 weeks ago');
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('in a thread: the clock today, the day before that, the year in other years', () => {
    expect(messageTime(ago(2 * HOUR), NOW)).toMatch(/^10:00\s?am$/i);
    expect(messageTime(ago(2 * DAY), NOW)).toMatch(/^8 Mar, 12:00\s?pm$/i);
    expect(messageTime(ago(400 * DAY), NOW)).toMatch(/^3 Feb 2025, 12:00\s?pm$/i);
  });
});
