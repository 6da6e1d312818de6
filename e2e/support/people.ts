/**
 * Helpers of the people journeys (issue 10): fresh learners with a chosen name, team, phone and
 * college; a fresh verified instructor; the lead's team, messages and the mail outbox through the
 * API (set-up, and read-outs to compare the screens with); the profile screens' parts.
 */
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import {
  CONVERSATION_API,
  MESSAGES_PATH,
  OUTBOX_API,
  PROFILE_API,
  TEAM_API,
  type ConversationList,
  type InstructorProfileResponse,
  type LeadProfileInfo,
  type MailKind,
  type OutboxMail,
  type OutboxMailSummary,
  type OutboxPage,
  type StudentProfileInfo,
  type TeamMemberDetail,
  type TeamMembers,
  type TeamMessageResponse,
  type UnreadCount,
} from '../../packages/contract/src/index.js';
import { API, BASE_URL, ORIGIN_HEADERS, TINY_PNG, newUser, uniqueRollNumber, type NewUser } from './app.js';
import { verifiedLearner, type Learner, type LearnerRole, type RequestFactory } from './checkout.js';

/** The people pages of each area (spec section 2). */
export const PEOPLE_PATH = {
  studentProfile: '/student/profile',
  leadProfile: '/lead/profile',
  instructorProfile: '/instructor/profile',
  instructorProfileUpdate: '/instructor/profile/update',
  leadMembers: '/lead/members',
  studentMessages: MESSAGES_PATH.Student,
  leadMessages: MESSAGES_PATH.Lead,
  outbox: '/Admin/outbox',
} as const;

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A word of letters (a valid part of a name) that no other run of the journeys uses. */
export function uniqueWord(): string {
  const w = letters(7);
  return `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
}

async function expectJson<T>(res: APIResponse, status: number, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const withId = (template: string, key: string, id: string) => template.replace(`:${key}`, encodeURIComponent(id));

/* ----------------------------------------------------------------------------- profiles */

export const apiStudentProfile = async (request: APIRequestContext) =>
  expectJson<StudentProfileInfo>(await request.get(PROFILE_API.studentInfo), 200, 'student profile');

export const apiLeadProfile = async (request: APIRequestContext) =>
  expectJson<LeadProfileInfo>(await request.get(PROFILE_API.leadInfo), 200, 'lead profile');

export const apiInstructorProfile = async (request: APIRequestContext) =>
  (
    await expectJson<InstructorProfileResponse>(
      await request.get(PROFILE_API.instructorView),
      200,
      'instructor profile',
    )
  ).profile;

export interface LearnerChanges {
  name?: string;
  /** As typed ('' clears it). */
  phone?: string;
  college?: string;
}

/** Saves the learner's profile with `changes` through the edit API (everything else as saved). */
export async function apiEditLearner(
  request: APIRequestContext,
  role: LearnerRole,
  changes: LearnerChanges,
): Promise<void> {
  const p = role === 'Student' ? (await apiStudentProfile(request)).FindUserData : (await apiLeadProfile(request)).data;
  const body = {
    name: p.name,
    rollNumber: p.rollNumber,
    gender: p.gender,
    branch: p.branch,
    ...(p.role === 'Student' ? { teamNum: p.teamNum } : {}),
    ...changes,
  };
  const res = await request.put(role === 'Student' ? PROFILE_API.studentUpdate : PROFILE_API.leadUpdate, {
    data: body,
    headers: ORIGIN_HEADERS,
  });
  expect(res.status(), `profile edit of the ${role}: ${await res.text()}`).toBe(200);
}

export interface Member extends Learner {
  request: APIRequestContext;
}

/**
 * A fresh verified learner of `team` with a request context of their own (dispose it when done),
 * named `name` and with the phone and college given, the e-mail address starting with `emailPrefix`.
 */
export async function teamLearner(
  playwright: RequestFactory,
  role: LearnerRole,
  team: string,
  changes: LearnerChanges = {},
  emailPrefix?: string,
): Promise<Member> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const learner = await verifiedLearner(request, role, team, emailPrefix);
  if (Object.keys(changes).length > 0) await apiEditLearner(request, role, changes);
  return { ...learner, name: changes.name ?? learner.name, request };
}

async function uploadProfileImage(request: APIRequestContext): Promise<string> {
  const img = await request.post(API.uploadProfileImage, {
    headers: ORIGIN_HEADERS,
    multipart: { profile: { name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  return (await expectJson<{ id: string }>(img, 201, 'avatar upload')).id;
}

export interface Instructor extends NewUser {
  userId: string;
  rollNumber: string;
  branch: string;
  gender: string;
  college: string;
  linkedIn: string;
  gitHub: string;
  UPI: string;
}

/**
 * Signs up a fresh user on `request`, signs in and registers as an instructor through the API
 * (set-up for journeys that are not about registration).
 */
export async function verifiedInstructor(request: APIRequestContext): Promise<Instructor> {
  const user = newUser('instructor');
  await expectJson(
    await request.post(API.signUp, { data: user, headers: ORIGIN_HEADERS }),
    201,
    `sign-up of ${user.email}`,
  );
  const signIn = await expectJson<{ user: { userId: string } }>(
    await request.post(API.signIn, { data: { email: user.email, password: user.password }, headers: ORIGIN_HEADERS }),
    200,
    `sign-in of ${user.email}`,
  );
  const tag = letters(6);
  const form = {
    rollNumber: uniqueRollNumber(),
    branch: 'CSE',
    gender: 'Male',
    college: `College of ${uniqueWord()}`,
    linkedIn: `https://www.linkedin.com/in/e2e-${tag}`,
    gitHub: `https://github.com/e2e-${tag}`,
    UPI: `e2e.${tag}@okbank`,
  };
  const res = await request.post(API.verifyInstructor, {
    data: { ...form, profileImg: await uploadProfileImage(request) },
    headers: ORIGIN_HEADERS,
  });
  expect(res.status(), `registration of ${user.email} as Instructor: ${await res.text()}`).toBe(201);
  return { ...user, ...form, userId: signIn.user.userId };
}

/* ----------------------------------------------------------------------------- team and messages */

/** As the lead: the team's members. */
export const apiTeamMembers = async (request: APIRequestContext) =>
  (await expectJson<TeamMembers>(await request.get(TEAM_API.members), 200, 'team members')).members;

/** As the lead: one member with the enrolled courses (what View Profile shows). */
export const apiTeamMember = async (request: APIRequestContext, memberId: string) =>
  (await expectJson<TeamMemberDetail>(await request.get(withId(TEAM_API.member, 'memberId', memberId)), 200, 'member'))
    .member;

/** As the lead: Send Message to a member of the team. */
export async function apiTeamMessage(
  request: APIRequestContext,
  memberId: string,
  message: string,
): Promise<TeamMessageResponse> {
  const res = await request.post(withId(TEAM_API.message, 'memberId', memberId), {
    data: { message },
    headers: ORIGIN_HEADERS,
  });
  return expectJson<TeamMessageResponse>(res, 201, `team message to ${memberId}`);
}

export const apiConversations = async (request: APIRequestContext) =>
  (await expectJson<ConversationList>(await request.get(CONVERSATION_API.list), 200, 'conversations')).conversations;

export const apiUnread = async (request: APIRequestContext) =>
  (await expectJson<UnreadCount>(await request.get(CONVERSATION_API.unread), 200, 'unread count')).count;

/* ----------------------------------------------------------------------------- outbox */

/** As an admin: the mail to `to` (newest first), of `kind` when given. */
export async function apiOutboxMails(
  request: APIRequestContext,
  to: string,
  kind?: MailKind,
): Promise<OutboxMailSummary[]> {
  const params = new URLSearchParams({ search: to, pageSize: '50', ...(kind ? { kind } : {}) });
  const page = await expectJson<OutboxPage>(await request.get(`${OUTBOX_API.list}?${params}`), 200, 'outbox');
  return page.mails.filter((m) => m.to === to);
}

/** As an admin: one mail with its bodies. */
export const apiOutboxMail = async (request: APIRequestContext, id: string) =>
  expectJson<OutboxMail>(await request.get(withId(OUTBOX_API.one, 'id', id)), 200, `mail ${id}`);

/* ----------------------------------------------------------------------------- screen */

/** A sidebar (or phone menu) link of the area by its label; its name may go on with an unread count. */
export function navLink(page: Page, label: string): Locator {
  return page
    .getByRole('navigation', { name: /navigation$/ })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}(\\W|$)`) });
}

/** The value beside `label` in a card of facts (Personal Information, Profile Details). */
export function factValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The profile header's avatar picture (its alt text is the name). */
export function headerAvatar(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('img', { name, exact: true }).first();
}

/** The names on the lead's member cards, in the order shown. */
export async function memberNames(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
}
