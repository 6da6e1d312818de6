/** Sign-up, sign-in, upload and verified users (through the forms of ./verification.ts) driving the real API. */
import { API, ROLE_REQUEST_API, tooManyAttemptsMessage, type Role } from '@cms/contract';
import { expect } from 'vitest';
import { fileForm, type Client, type Res } from './client.js';
import { png } from './images.js';
import { sql, startApp, type Driver, type StartOptions, type TestApp } from './app.js';
import { tag } from './unique.js';
import { FORM, VERIFY_PATH } from './verification.js';

export const uniqueEmail = (prefix = 'user') => `${prefix}.${tag()}@example.com`;

/** Not on the common-password list, 8 to 128 characters. */
export const PASSWORD = 'quiet-otter-42';

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

export const newCredentials = (name = 'Test User'): Credentials => ({ name, email: uniqueEmail(), password: PASSWORD });

export const signUp = (client: Client, creds: Partial<Credentials>) => client.post(API.signUp, creds);
export const signIn = (client: Client, email: string, password: string) => client.post(API.signIn, { email, password });
export const checkAuth = (client: Client) => client.get(API.checkAuth);

/** Uploads `bytes` as the multipart field `profile` (or another field). */
export function upload(
  client: Client,
  bytes: Uint8Array,
  {
    filename = 'avatar.png',
    type = 'image/png',
    field = 'profile',
  }: { filename?: string; type?: string; field?: string } = {},
): Promise<Res> {
  return client.request('POST', API.uploadProfileImage, { body: fileForm(field, bytes, filename, type) });
}

/** Uploads a small PNG and returns its id. */
export async function uploadAvatar(client: Client): Promise<string> {
  const res = await upload(client, png(2, 2));
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

export interface TestUser {
  client: Client;
  creds: Credentials;
  userId: string;
  role: Role;
}

/** A new account with fresh credentials, signed up and signed in through the API: role Empty until it verifies. */
export async function signedUpUser(t: TestApp, name: string): Promise<TestUser> {
  const client = t.client();
  const creds = newCredentials(name);
  const up = await signUp(client, creds);
  expect(up.status, up.text).toBe(201);
  const res = await signIn(client, creds.email, creds.password);
  expect(res.status, res.text).toBe(200);
  return { client, creds, userId: res.body.user.userId as string, role: 'Empty' };
}

/** A signed-in user with the given role: signed up and verified through the API; Admin set in the database. */
export async function createUser(t: TestApp, role: Role, name = `${role} Person`): Promise<TestUser> {
  const { client, creds, userId } = await signedUpUser(t, name);
  if (role === 'Student' || role === 'Lead' || role === 'Instructor') {
    const img = await uploadAvatar(client);
    const v = await client.post(VERIFY_PATH[role], FORM[role](img));
    if (v.status === 202) {
      // ROLE_APPROVAL holds the role: an admin approves the request.
      const admin = await createUser(t, 'Admin', 'Approving Admin');
      const approved = await admin.client.post(ROLE_REQUEST_API.approve.replace(':id', v.body.request.id), {});
      expect(approved.status, approved.text).toBe(200);
    } else {
      expect(v.status, v.text).toBe(201);
    }
  } else if (role === 'Admin') {
    await t.query(sql`update users set role = 'Admin' where id = ${userId}`);
  }
  const check = await checkAuth(client);
  expect(check.body.user?.role).toBe(role);
  return { client, creds, userId, role };
}

/** The users a suite signs in, by the name the suite calls them: each with its role and display name. */
export type Cast<K extends string = string> = Readonly<Record<K, readonly [role: Role, name: string]>>;

/**
 * A suite's set-up in one call: an app on `driver` (startApp with `options`) and the cast's users,
 * created one after another in the cast's order (createUser), returned beside the app as `t`.
 * Closes the app again when a user cannot be created, so a failed set-up leaves nothing listening.
 */
export async function startWithUsers<K extends string>(
  driver: Driver,
  cast: Cast<K> & { t?: never },
  options?: StartOptions,
): Promise<{ t: TestApp } & Record<K, TestUser>> {
  const t = await startApp(driver, options);
  try {
    const users = {} as Record<K, TestUser>;
    for (const [key, [role, name]] of Object.entries(cast) as [K, Cast<K>[K]][]) {
      users[key] = await createUser(t, role, name);
    }
    return { ...users, t };
  } catch (err) {
    await t.close();
    throw err;
  }
}

/** The standard error shape, with no stack or other keys. */
export function expectErrorShape(res: Res, status: number, code?: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(Object.keys(res.body)).toEqual(['error']);
  const err = res.body.error as Record<string, unknown>;
  expect(typeof err.code).toBe('string');
  expect(typeof err.message).toBe('string');
  expect((err.message as string).length).toBeGreaterThan(0);
  for (const key of Object.keys(err)) expect(['code', 'message', 'fields']).toContain(key);
  if (err.fields !== undefined) {
    for (const v of Object.values(err.fields as Record<string, unknown>)) expect(typeof v).toBe('string');
  }
  expect(res.text).not.toMatch(/stack|at [\w.<>]+ \(/);
  if (code) expect(err.code).toBe(code);
}

/** A 429 in the error shape whose message and Retry-After tell the same wait, within `windowSeconds`. */
export function expectTooManyRequests(res: Res, windowSeconds: number): void {
  expectErrorShape(res, 429, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.error.message).toBe(tooManyAttemptsMessage(retryAfter));
}
