/**
 * An amount in words as Indian invoices print it (no I/O): the Indian system of thousand, lakh and
 * crore, title case, no hyphens and no "and" inside a number; "and" only joins rupees and paise:
 * 11850050 paise → "Rupees One Lakh Eighteen Thousand Five Hundred and Fifty Paise Only".
 *
 * Written here rather than with the to-words package: to-words (en-IN) words the number the same
 * way up to 99 crore, but puts "Rupees" after the number ("… Five Hundred Rupees And Fifty Paise
 * Only") and goes on to arab and kharab above 99 crore, where invoices and cheques say "One Hundred
 * Crore".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1000;

/** 1..99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]} ${ONES[unit]}`;
}

/** 1..999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number ≥ 1 in the Indian system; above 99 crore the crores are counted in words again. */
function indianWords(n: number): string {
  const crores = Math.floor(n / CRORE);
  const lakhs = Math.floor((n % CRORE) / LAKH);
  const thousands = Math.floor((n % LAKH) / THOUSAND);
  const rest = n % THOUSAND;
  const parts: string[] = [];
  if (crores > 0) parts.push(`${indianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** A whole number in words ("Zero" for 0), Indian system. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number ≥ 0: ${n}`);
  return n === 0 ? 'Zero' : indianWords(n);
}

/**
 * An amount of paise in words: "Rupees … Only", "Rupees … and … Paise Only", or "… Paise Only"
 * below a rupee ("One Paisa Only"); nothing at all is "Rupees Zero Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole number of paise ≥ 0: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = `${numberInWords(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  if (rest === 0) return `Rupees ${numberInWords(rupees)} Only`;
  if (rupees === 0) return `${paiseWords} Only`;
  return `Rupees ${numberInWords(rupees)} and ${paiseWords} Only`;
}
