import { MSG } from './texts/common.js';

/**
 * The 429 text with the real wait, from the window's reset (Retry-After): seconds under a minute,
 * else whole minutes, rounded up ("Too many attempts. Please try again in 14 minutes.").
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many attempts. Please try again in ${n} ${unit}${n === 1 ? '' : 's'}.`;
}

/** Toast titles for field messages whose spec text comes as title + description. */
export const MESSAGE_TITLES: Record<string, string> = {
  [MSG.rollNumber]: MSG.rollNumberTitle,
  [MSG.profileImage]: MSG.profileImageTitle,
  [MSG.team]: MSG.teamTitle,
  [MSG.linkedIn]: MSG.linkedInTitle,
  [MSG.gitHub]: MSG.gitHubTitle,
};
