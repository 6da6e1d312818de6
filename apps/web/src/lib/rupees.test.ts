import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from './rupees';

describe('rupeesToPaise', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500.50', 150_050],
    [' 1,500.50 ', 150_050],
    ['0.01', 1],
    ['0.29', 29],
    ['0', 0],
  ])('reads %j as %i paise', (text, paise) => expect(rupeesToPaise(text)).toBe(paise));

  it.each(['', ' ', 'abc', '-1', '1.234', '1e3', '.5', '12.', '₹100', '99999999999999999999'])('refuses %j', (text) =>
    expect(rupeesToPaise(text)).toBeNull(),
  );
});
