/** Values no other test of the run has: a tag made of the time, a counter and random bytes. */
import { randomBytes } from 'node:crypto';

let seq = 0;
export const tag = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;
