/**
 * What the player remembers per browser (localStorage): the playback speed, applied to every lesson,
 * and the captions language ('off' or a language tag). Storage that throws (private modes) is ignored.
 */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const PLAYBACK_RATE_KEY = 'cms-playback-rate';
export const CAPTIONS_LANGUAGE_KEY = 'cms-captions-language';
export const CAPTIONS_OFF = 'off';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: the choice still holds on this page.
  }
}

export function storedPlaybackRate(): number {
  const rate = Number(read(PLAYBACK_RATE_KEY));
  return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : 1;
}

export const storePlaybackRate = (rate: number) => write(PLAYBACK_RATE_KEY, String(rate));

/** The next faster (+1) or slower (-1) rate of the list, or the same at either end. */
export function stepRate(rate: number, direction: 1 | -1): number {
  const i = PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]);
  const at = i < 0 ? PLAYBACK_RATES.indexOf(1) : i;
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + direction))]!;
}

export const storedCaptionsLanguage = () => read(CAPTIONS_LANGUAGE_KEY) ?? CAPTIONS_OFF;
export const storeCaptionsLanguage = (language: string) => write(CAPTIONS_LANGUAGE_KEY, language);
