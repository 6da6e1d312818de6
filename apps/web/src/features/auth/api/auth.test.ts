import { describe, expect, it } from 'vitest';
import { sessionUserOf } from './auth';

const user = { userId: 'u1', role: 'Student', name: 'Ravi Kumar', email: 'ravi@college.edu', image: null };

/** The session check runs on the first screen without zod: its hand check keeps to the contract's shape. */
describe('check-auth answer', () => {
  it('gives the user of a signed-in answer, without unknown keys', () => {
    expect(sessionUserOf({ success: true, user: { ...user, extra: 1 } })).toEqual(user);
    expect(sessionUserOf({ success: true, user: { ...user, image: '/api/media/x' } })).toEqual({
      ...user,
      image: '/api/media/x',
    });
  });

  it('gives null when signed out', () => {
    expect(sessionUserOf({ success: false, user: null })).toBeNull();
    expect(sessionUserOf({ success: true, user: null })).toBeNull();
    expect(sessionUserOf({ success: false, user })).toBeNull();
  });

  it.each([
    ['no body', null],
    ['no success flag', { user }],
    ['an unknown role', { success: true, user: { ...user, role: 'Root' } }],
    ['a missing e-mail', { success: true, user: { ...user, email: undefined } }],
    ['an image that is not text', { success: true, user: { ...user, image: 3 } }],
    ['a user that is not an object', { success: true, user: 'u1' }],
  ])('refuses an answer with %s', (_what, body) => {
    expect(sessionUserOf(body)).toBeUndefined();
  });
});
