import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MSG } from '../src/index.js';

describe("a certificate's video length", () => {
  it('reads in hours from an hour on, in minutes below, never as 0 hours', () => {
    expect(CERTIFICATE_MSG.videoLength(9000)).toBe('2.5 hours');
    expect(CERTIFICATE_MSG.videoLength(3600)).toBe('1 hour');
    expect(CERTIFICATE_MSG.videoLength(12 * 60 + 10)).toBe('12 minutes');
    expect(CERTIFICATE_MSG.videoLength(60)).toBe('1 minute');
    expect(CERTIFICATE_MSG.videoLength(5)).toBe('under a minute');
  });
});
