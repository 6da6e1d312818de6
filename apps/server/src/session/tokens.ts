import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque session token (256 bits, base64url). */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** Only this hash of the token is stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
