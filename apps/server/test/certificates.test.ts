/**
 * Certificates (issue 20 item 3): issued once when the last lesson of a course completes (and when
 * the learning page of a course completed before certificates existed is read); the public view and
 * its server-side check; the Open Badges 3.0 credential verified with the key published at
 * /.well-known/jwks.json (and refused once one byte is changed); the JWK set without private members;
 * the PDF; the learner's list; the admins' list and revocation (admin only, reason required,
 * audited, 409 twice); the routes' declared roles; one certificate under concurrent completions
 * (both drivers).
 */
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  AUDIT_API,
  CERTIFICATE_API,
  CERTIFICATE_CRITERIA,
  CERTIFICATE_MSG,
  JWKS_PATH,
  type AdminCertificates,
  type CertificateView,
  type MyCertificates,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, sql, type TestApp } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { createCourse, pathOf, type CreatedCourse } from './helpers/courses.js';
import { enrolAt, lessonIds, myCourses, report, reportRaw, view } from './helpers/learning.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';
import { expectErrorShape } from './helpers/users.js';

const COURSE_TITLE = 'Certified Python Basics';
const LEARNER = ['Student', 'Chitra Certified'] as const;
const EARLY = ['Student', 'Eshan Early'] as const;

const certificatePath = (id: string) => pathOf(CERTIFICATE_API.certificate, id);
const pdfPath = (id: string) => pathOf(CERTIFICATE_API.pdf, id);
const revokePath = (id: string) => pathOf(CERTIFICATE_API.revoke, id);

async function certificateCount(t: TestApp, userId: string, courseId: string): Promise<number> {
  const [row] = await t.query<{ n: number }>(
    sql`select count(*)::int as n from certificates where user_id = ${userId} and course_id = ${courseId}`,
  );
  return Number(row!.n);
}

/** Marks every lesson of the course completed straight in the database (completions from before certificates). */
async function completedBefore(t: TestApp, userId: string, courseId: string, lessons: string[]): Promise<void> {
  for (const lessonId of lessons) {
    await t.query(sql`insert into lesson_progress (user_id, course_id, lesson_id, position_seconds, furthest_seconds, completed_at)
      values (${userId}, ${courseId}, ${lessonId}, 0, 0, now())`);
  }
}

async function publicView(client: Client, id: string): Promise<CertificateView> {
  const res = await client.get(certificatePath(id), { anonymous: true });
  expect(res.status, res.text).toBe(200);
  return res.body as CertificateView;
}

async function jwks(client: Client): Promise<JSONWebKeySet> {
  const res = await client.get(JWKS_PATH, { anonymous: true });
  expect(res.status, res.text).toBe(200);
  return JSON.parse(res.text) as JSONWebKeySet;
}

/** The JWT with the character at `index` of its `part` (0 header, 1 payload, 2 signature) changed. */
function tampered(jwt: string, part: 1 | 2): string {
  const parts = jwt.split('.');
  const s = parts[part]!;
  const i = Math.floor(s.length / 2);
  parts[part] = `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
  return parts.join('.');
}

describe.each(databaseDrivers)('certificates (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...usualCast('priya', 'admin', 'stranger', 'instructor'),
    learner: LEARNER,
    early: EARLY,
  });
  let course: CreatedCourse;
  let lessons: string[];
  let enrolment: string;
  let earlyEnrolment: string;
  let certificateId: string;

  beforeAll(async () => {
    course = await createCourse(t.priya.client, { lessons: 2, publish: true, overrides: { title: COURSE_TITLE } });
    lessons = lessonIds(course);
    enrolment = await enrolAt(t, t.learner.userId, course.id, 10);
    earlyEnrolment = await enrolAt(t, t.early.userId, course.id, 20);
  });

  it('is issued once, when the last lesson completes', async () => {
    await report(t.learner.client, enrolment, lessons[0]!, { positionSeconds: 0, completed: true });
    expect((await view(t.learner.client, enrolment)).certificateId).toBeNull();
    expect(await certificateCount(t, t.learner.userId, course.id)).toBe(0);

    const progress = await report(t.learner.client, enrolment, lessons[1]!, { positionSeconds: 0, completed: true });
    expect(progress.status).toBe('Completed');
    expect(await certificateCount(t, t.learner.userId, course.id)).toBe(1);
    const v = await view(t.learner.client, enrolment);
    expect(v.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    certificateId = v.certificateId!;

    // Completing again issues nothing more; My courses' card tells the same id.
    await report(t.learner.client, enrolment, lessons[1]!, { positionSeconds: 0, completed: true });
    expect(await certificateCount(t, t.learner.userId, course.id)).toBe(1);
    const card = (await myCourses(t.learner.client)).courses.find((c) => c.course.id === course.id)!;
    expect(card.certificateId).toBe(certificateId);
  });

  it('is issued when the learning page of a course completed before certificates is read', async () => {
    await completedBefore(t, t.early.userId, course.id, lessons);
    expect(await certificateCount(t, t.early.userId, course.id)).toBe(0);
    const v = await view(t.early.client, earlyEnrolment);
    expect(v.certificateId).not.toBeNull();
    expect(await certificateCount(t, t.early.userId, course.id)).toBe(1);
  });

  it('shows publicly: name, course, instructor, date, hours, valid, and the server check of the credential', async () => {
    const v = await publicView(t.client(), certificateId);
    expect(v.certificate).toMatchObject({
      id: certificateId,
      learnerName: LEARNER[1],
      courseTitle: COURSE_TITLE,
      instructorName: 'Priya Sharma',
      status: 'valid',
      revokedAt: null,
      revokedReason: null,
    });
    expect(typeof v.certificate.videoSeconds).toBe('number');
    expect(Date.parse(v.certificate.issuedAt)).not.toBeNaN();
    expect(v.verifyUrl).toBe(`${t.url}/verify/${certificateId}`);
    expect(v.check.verified).toBe(true);
    expect(v.check.kid).toBe((await jwks(t.client())).keys[0]!.kid);
  });

  it('answers 404 for an unknown id (ids are random) and 400 for one that cannot be an id', async () => {
    expectErrorShape(await t.client().get(certificatePath('AAAAAAAAAAAAAAAAAAAAAA'), { anonymous: true }), 404);
    expectErrorShape(await t.client().get(pdfPath('AAAAAAAAAAAAAAAAAAAAAA'), { anonymous: true }), 404);
    expectErrorShape(await t.client().get(certificatePath('not%20an%20id'), { anonymous: true }), 400);
  });

  it('publishes the public key as a JWK set with no private members', async () => {
    const res = await t.client().get(JWKS_PATH, { anonymous: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const set = JSON.parse(res.text) as JSONWebKeySet;
    expect(set.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of set.keys) {
      expect(key).not.toHaveProperty('d');
      expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    }
    expect(res.text).not.toContain('"d"');
  });

  it('is an Open Badges 3.0 credential that verifies with the published key, and fails once one byte changes', async () => {
    const { credential } = await publicView(t.client(), certificateId);
    const keys = createLocalJWKSet(await jwks(t.client()));
    const { payload, protectedHeader } = await jwtVerify(credential, keys, { algorithms: ['EdDSA'] });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(protectedHeader.kid).toBe(decodeProtectedHeader(credential).kid);
    expect(payload['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.id).toBe(`${t.url}/verify/${certificateId}`);
    expect(payload.jti).toBe(payload.id);
    expect(payload.issuer).toMatchObject({ id: `${t.url}/issuer`, name: 'CMS' });
    expect(payload.iss).toBe(`${t.url}/issuer`);
    const subject = payload.credentialSubject as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(payload.sub).toBe(subject.id);
    expect(subject.name).toBe(LEARNER[1]);
    expect(subject.achievement).toMatchObject({
      name: COURSE_TITLE,
      criteria: { narrative: CERTIFICATE_CRITERIA },
      creator: { name: 'Priya Sharma' },
    });
    expect(payload.nbf).toBe(Math.floor(Date.parse(payload.validFrom as string) / 1000));

    await expect(jwtVerify(tampered(credential, 1), keys)).rejects.toThrow();
    await expect(jwtVerify(tampered(credential, 2), keys)).rejects.toThrow();
  });

  it('makes a PDF whose text holds the learner, the course and the link', async () => {
    const res = await t.client().get(pdfPath(certificateId), { anonymous: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true });
    expect(text).toContain(LEARNER[1]);
    expect(text).toContain(COURSE_TITLE);
    expect(text).toContain(CERTIFICATE_MSG.title);
    expect(text).toContain('Priya Sharma');
    expect(text).toContain(`/verify/${certificateId}`);
  });

  it("lists the learner's own certificates", async () => {
    const res = await t.learner.client.get(CERTIFICATE_API.mine);
    expect(res.status, res.text).toBe(200);
    const body = res.body as MyCertificates;
    expect(body.certificates.map((c) => c.id)).toEqual([certificateId]);
    expect(body.certificates[0]).toMatchObject({ courseId: course.id, courseTitle: COURSE_TITLE });
    const other = await t.stranger.client.get(CERTIFICATE_API.mine);
    expect(other.body.certificates).toEqual([]);
  });

  it('lists every certificate for admins, searched by learner, course or id', async () => {
    const all = (await t.admin.client.get(CERTIFICATE_API.admin)).body as AdminCertificates;
    expect(all.total).toBe(2);
    const byName = (await t.admin.client.get(`${CERTIFICATE_API.admin}?search=chitra`)).body as AdminCertificates;
    expect(byName.certificates.map((c) => c.id)).toEqual([certificateId]);
    const byId = (await t.admin.client.get(`${CERTIFICATE_API.admin}?search=${certificateId}`))
      .body as AdminCertificates;
    expect(byId.certificates.map((c) => c.learnerName)).toEqual([LEARNER[1]]);
    const byCourse = (await t.admin.client.get(`${CERTIFICATE_API.admin}?search=python%20basics`))
      .body as AdminCertificates;
    expect(byCourse.total).toBe(2);
    expectErrorShape(await t.learner.client.get(CERTIFICATE_API.admin), 403);
  });

  it('is revoked by an admin only, with a reason, audited; the public view then says revoked; twice is 409', async () => {
    expectErrorShape(await t.client().post(revokePath(certificateId), { reason: 'x' }), 401);
    expectErrorShape(await t.learner.client.post(revokePath(certificateId), { reason: 'x' }), 403);
    expectErrorShape(await t.priya.client.post(revokePath(certificateId), { reason: 'x' }), 403);
    const blank = await t.admin.client.post(revokePath(certificateId), { reason: '   ' });
    expectErrorShape(blank, 400);
    expect(blank.body.error.fields.reason).toBe(CERTIFICATE_MSG.reasonRequired);
    expectErrorShape(await t.admin.client.post(revokePath(certificateId), { reason: 'x'.repeat(501) }), 400);
    expect((await publicView(t.client(), certificateId)).certificate.status).toBe('valid');
    expectErrorShape(await t.admin.client.post(revokePath('AAAAAAAAAAAAAAAAAAAAAA'), { reason: 'x' }), 404);

    const res = await t.admin.client.post(revokePath(certificateId), { reason: 'Quiz answers were shared' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.certificate).toMatchObject({ id: certificateId, status: 'revoked' });

    const v = await publicView(t.client(), certificateId);
    expect(v.certificate).toMatchObject({ status: 'revoked', revokedReason: 'Quiz answers were shared' });
    expect(Date.parse(v.certificate.revokedAt!)).not.toBeNaN();
    expect(v.check.verified).toBe(true); // the signature still holds; the status says revoked

    const audit = await t.admin.client.get(`${AUDIT_API.list}?action=certificate.revoked`);
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'certificate.revoked',
      entityType: 'certificate',
      actor: { name: 'Asha Admin' },
      after: { id: certificateId, status: 'revoked', reason: 'Quiz answers were shared' },
    });
    expect(audit.body.entries[0].summary).toContain(certificateId);

    expectErrorShape(await t.admin.client.post(revokePath(certificateId), { reason: 'again' }), 409);
    const revoked = (await t.admin.client.get(`${CERTIFICATE_API.admin}?status=revoked`)).body as AdminCertificates;
    expect(revoked.certificates.map((c) => c.id)).toEqual([certificateId]);
  });

  it('declares the roles of the issue for its routes', () => {
    const catalog = t.app.routeCatalog;
    const roles = (method: string, url: string) => catalog.find((e) => e.method === method && e.url === url)?.roles;
    expect(roles('GET', CERTIFICATE_API.certificate)).toBe('public');
    expect(roles('GET', CERTIFICATE_API.pdf)).toBe('public');
    expect(roles('GET', CERTIFICATE_API.mine)).toEqual(['Student', 'Lead']);
    expect(roles('GET', CERTIFICATE_API.admin)).toEqual(['Admin']);
    expect(roles('POST', CERTIFICATE_API.revoke)).toEqual(['Admin']);
  });
});

describe.each(databaseDrivers)('certificates: concurrent completions (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ...usualCast('rahul'),
    racer: ['Student', 'Rita Racer'],
    returning: ['Student', 'Ravi Returning'],
  });
  let course: CreatedCourse;
  let lessons: string[];

  beforeAll(async () => {
    course = await createCourse(t.rahul.client, { lessons: 2, publish: true });
    lessons = lessonIds(course);
  });

  it('ten concurrent completions of the last lessons issue one certificate', async () => {
    const enrolment = await enrolAt(t, t.racer.userId, course.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reportRaw(t.racer.client, enrolment, lessons[i % 2]!, { positionSeconds: 0, completed: true }),
      ),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(await certificateCount(t, t.racer.userId, course.id)).toBe(1);
  });

  it('ten concurrent reads of a completed course without a certificate issue one, the same to all', async () => {
    const enrolment = await enrolAt(t, t.returning.userId, course.id);
    await completedBefore(t, t.returning.userId, course.id, lessons);
    const views = await Promise.all(Array.from({ length: 10 }, () => view(t.returning.client.clone(), enrolment)));
    const ids = new Set(views.map((v) => v.certificateId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBeNull();
    expect(await certificateCount(t, t.returning.userId, course.id)).toBe(1);
  });
});
