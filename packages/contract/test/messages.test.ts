import { describe, expect, it } from 'vitest';
import { MSG, tooManyAttemptsMessage } from '../src/index.js';

describe('the 429 message', () => {
  it.each([
    [0, 'Too many attempts. Please try again in 1 second.'],
    [0.2, 'Too many attempts. Please try again in 1 second.'],
    [45, 'Too many attempts. Please try again in 45 seconds.'],
    [59, 'Too many attempts. Please try again in 59 seconds.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [14 * 60, 'Too many attempts. Please try again in 14 minutes.'],
    [899, 'Too many attempts. Please try again in 15 minutes.'],
  ])('a wait of %j seconds is told, rounded up', (seconds, text) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(text);
  });

  it('claims no wait when the wait is not known', () => {
    expect(MSG.tooManyAttempts).not.toMatch(/minute|second/);
  });
});
