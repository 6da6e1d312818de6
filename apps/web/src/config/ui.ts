/**
 * Constants of the screens only (spec section 9): toast limits and timings, the landing page's
 * rotating words and sidebar widths, the player's timings, tooltips and themes. The server never
 * needs them, so they live in the web app, not in the contract.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Toasts sit at the top centre this far down: just below the 64 px app header, away from every action. */
export const TOAST_OFFSET_TOP_PX = 72;
export const ROTATING_WORDS = ['Knowledge', 'Innovation', 'Growth', 'Success'] as const;
export const ROTATING_WORD_INTERVAL_MS = 3000;
export const SIDEBAR_OPEN_PX = 220;
export const SIDEBAR_COLLAPSED_PX = 60;
export const LESSON_SWITCH_LOADING_MS = 1000;
/** After a lesson's video ends, the learner's player moves to the next lesson after this countdown (cancellable). */
export const AUTO_ADVANCE_SECONDS = 5;
export const SEEK_STEP_SECONDS = 5;
export const CONTROLS_AUTO_HIDE_MS = 3000;
export const TOOLTIP_DELAY_MS = 700;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'cms-theme';
/** The course editor asks how a lesson video's renditions stand this often while they are being made. */
export const VIDEO_PROCESSING_POLL_MS = 2000;
