/** Business constants and limits of spec section 9. */
export const PRODUCT_NAME = 'CMS';
export const ROLL_NUMBER_LENGTH = 10;
export const PASSWORD_MIN = 2;
export const PASSWORD_MAX = 20;
export const IMAGE_MAX_BYTES = 5_242_880;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_UPLOAD_FIELD = 'profile';

export const CURRENCY = 'INR';
export const PAYMENT_METHOD = 'paypal';

/** Money is integer paise; shown in rupees with the en-IN format (₹1,23,456.00). */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    paise / 100,
  );
}
