/** An instructor's UPI ID as the money screens see it: the profile's value trimmed, null when blank. */
export const upiOrNull = (upi: string | null | undefined): string | null => upi?.trim() || null;
