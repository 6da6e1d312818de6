import { describe, expect, it } from 'vitest';
import { firstName, formatStudyTime } from './format';

describe('firstName', () => {
  it('is the first word of the name, or empty without one', () => {
    expect(firstName('  Asha  Rao ')).toBe('Asha');
    expect(firstName('Ravi')).toBe('Ravi');
    expect(firstName('   ')).toBe('');
    expect(firstName(null)).toBe('');
    expect(firstName(undefined)).toBe('');
  });
});

describe('formatStudyTime', () => {
  it.each([
    [0, '0 h'],
    [9, '< 1 min'],
    [59, '< 1 min'],
    [60, '1 min'],
    [89, '1 min'],
    [90, '2 min'],
    [3599, '60 min'],
    [3600, '1 h'],
    [5400, '1.5 h'],
    [36_000 * 12.34, '123.4 h'],
  ])('%d seconds → %s', (seconds, text) => {
    expect(formatStudyTime(seconds)).toBe(text);
  });
});
