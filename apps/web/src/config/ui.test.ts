import { describe, expect, it } from 'vitest';
import {
  CONTROLS_AUTO_HIDE_MS,
  DEFAULT_THEME,
  LESSON_SWITCH_LOADING_MS,
  ROTATING_WORD_INTERVAL_MS,
  ROTATING_WORDS,
  SEEK_STEP_SECONDS,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_OPEN_PX,
  THEMES,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
} from './ui';

describe('screen constants (spec 9)', () => {
  it('toasts: one at a time, for five seconds', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });
  it('landing: the rotating words every three seconds, sidebar 220 px open and 60 px collapsed', () => {
    expect(ROTATING_WORD_INTERVAL_MS).toBe(3000);
    expect(ROTATING_WORDS).toEqual(['Knowledge', 'Innovation', 'Growth', 'Success']);
    expect([SIDEBAR_OPEN_PX, SIDEBAR_COLLAPSED_PX]).toEqual([220, 60]);
  });
  it('player: 1000 ms lesson switch, 5 s seek steps, controls hidden after 3 s', () => {
    expect([LESSON_SWITCH_LOADING_MS, SEEK_STEP_SECONDS, CONTROLS_AUTO_HIDE_MS]).toEqual([1000, 5, 3000]);
  });
  it('themes: light, dark and system; light by default', () => {
    expect(THEMES).toEqual(['light', 'dark', 'system']);
    expect(DEFAULT_THEME).toBe('light');
  });
});
