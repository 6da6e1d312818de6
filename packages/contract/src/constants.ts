/** Business constants and limits of spec section 9. */
export const PRODUCT_NAME = 'CMS';
export const ROLL_NUMBER_LENGTH = 10;
export const PASSWORD_MIN = 2;
export const PASSWORD_MAX = 20;
export const IMAGE_MAX_BYTES = 5_242_880;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_UPLOAD_FIELD = 'profile';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const ROTATING_WORDS = ['Knowledge', 'Innovation', 'Growth', 'Success'] as const;
export const ROTATING_WORD_INTERVAL_MS = 3000;
export const SIDEBAR_OPEN_PX = 220;
export const SIDEBAR_COLLAPSED_PX = 60;

export const LESSON_SWITCH_LOADING_MS = 1000;
export const SEEK_STEP_SECONDS = 5;
export const CONTROLS_AUTO_HIDE_MS = 3000;
export const TOOLTIP_DELAY_MS = 700;

export const CURRENCY = 'INR';
export const PAYMENT_METHOD = 'paypal';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'cms-theme';

/** Money is integer paise; shown in rupees with the en-IN format (₹1,23,456.00). */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );
}
