/** Business constants and limits of spec section 9. */
export const PRODUCT_NAME = 'CMS';
export const ROLL_NUMBER_LENGTH = 10;
/**
 * A new password (sign-up, reset, change): 8 to 128 characters and not one of the most common
 * passwords (checked by the server only). A deviation from spec section 9's "2 to 20", which is
 * weak; signing in checks no length, so accounts made under the old rule still sign in.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const IMAGE_MAX_BYTES = 5_242_880;
/**
 * Uploaded images (profile images, course thumbnails), read from the file's header: at most this
 * many pixels on a side and in all. A 12-megapixel phone photo (4032×3024) passes; an image that
 * decodes to gigabytes in every viewer's browser (30000×30000 packs into 2.6 MB) does not.
 */
export const IMAGE_MAX_SIDE_PX = 8000;
export const IMAGE_MAX_PIXELS = 25_000_000;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_UPLOAD_FIELD = 'profile';

/*
 * Limits that screen texts quote: the texts (texts/) word them, the schemas of each domain enforce
 * them. Here, not beside those schemas, so that a text module imports no schema module.
 */

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 30;
/** The longest caption label (characters). */
export const CAPTION_LABEL_MAX = 40;
/** The longest reason for a revocation (characters). */
export const CERTIFICATE_REVOKE_REASON_MAX = 500;
/** The longest message (characters). */
export const MESSAGE_MAX_LENGTH = 5000;
/** The seller's legal name and address on invoices (characters). */
export const SELLER_LEGAL_NAME_MAX = 200;
export const SELLER_ADDRESS_MAX = 500;
/** The longest question, reply or review reply (characters). */
export const QUESTION_TEXT_MAX = 2000;
/** A quiz's sizes: questions, options per question, characters, attempts, minutes. */
export const QUIZ_LIMITS = {
  questions: 100,
  options: 8,
  promptChars: 2000,
  optionChars: 500,
  explanationChars: 2000,
  maxAttempts: 20,
  timeLimitMinutes: 300,
} as const;
/** The longest review (characters). */
export const REVIEW_TEXT_MAX = 2000;
/** The longest reason for a rejection (characters). */
export const ROLE_REQUEST_REASON_MAX = 500;
/** A refund request's reason and an admin's note (characters). */
export const REFUND_REASON_MIN = 10;
export const REFUND_REASON_MAX = 500;
export const REFUND_NOTE_MAX = 500;

export const CURRENCY = 'INR';
export const PAYMENT_METHOD = 'paypal';

/** Money is integer paise; shown in rupees with the en-IN format (₹1,23,456.00). */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );
}
