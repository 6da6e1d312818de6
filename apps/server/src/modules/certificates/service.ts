/**
 * Certificates: issued once when a learner completes a course (every lesson completed: videos
 * watched, quizzes passed), each an Open Badges 3.0 credential signed with the server's key; the
 * public view with the server's own check of the signature, the PDF, the learner's list, and the
 * admins' list and revocation (audited in the same transaction).
 */
import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT } from 'jose';
import {
  CERTIFICATE_MSG,
  type AdminCertificate,
  type AdminCertificates,
  type AdminCertificatesQuery,
  type Certificate,
  type CertificateView,
  type Jwks,
  type MyCertificates,
  type RevokeCertificateResponse,
} from '@cms/contract';
import { iso, isoOrNull } from '../../dates/iso.js';
import type { AuditRepository } from '../audit/repository.js';
import type { LessonCompletionListener } from '../learning/completion.js';
import { courseProgress } from '../learning/progress.js';
import type { LearningRepository } from '../learning/repository.js';
import { certificatePdf } from './certificate-pdf.js';
import { credentialClaims, openBadgeCredential, verifyUrl } from './credential.js';
import { certificateErrors } from './errors.js';
import type { CertificateRepository, CertificateRow } from './repository.js';
import { SIGNING_ALG, type SigningKeys } from './signing-keys.js';

export interface CertificateSettings {
  /**
   * The app's public origin (PUBLIC_URL, else the address it listens on): the credentials' ids and
   * links. Asked when a certificate is issued (the listening address is known only once it listens).
   */
  origin: () => string;
  /** Dates on the PDF are in this zone. */
  timeZone: string;
}

/** A new certificate id: 128 random bits, base64url (22 characters). */
export const newCertificateId = () => randomBytes(16).toString('base64url');

/** The certificate id's 128 bits written as a UUID: how the audit log (uuid entity ids) names it. */
export const certificateAuditId = (id: string) => {
  const hex = Buffer.from(id, 'base64url').toString('hex').padEnd(32, '0').slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    issuedAt: iso(row.issuedAt),
    videoSeconds: row.videoSeconds,
    status: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: isoOrNull(row.revokedAt),
    revokedReason: row.revokedReason,
  };
}

function toAdminCertificate(row: { certificate: CertificateRow; learnerEmail: string }): AdminCertificate {
  return {
    ...toCertificate(row.certificate),
    courseId: row.certificate.courseId,
    learnerId: row.certificate.userId,
    learnerEmail: row.learnerEmail,
  };
}

export class CertificateService implements LessonCompletionListener {
  constructor(
    private readonly repo: CertificateRepository,
    private readonly learning: LearningRepository,
    private readonly keys: SigningKeys,
    private readonly audit: AuditRepository,
    private settings: CertificateSettings,
  ) {}

  /** Where the app is reached from, once the HTTP app knows it (the routes plugin tells it). */
  useOrigin(origin: () => string): void {
    this.settings = { ...this.settings, origin };
  }

  /** The listener of lesson completions: issues the certificate when the course is now complete. */
  async lessonCompleted(userId: string, courseId: string): Promise<void> {
    await this.issueIfComplete(userId, courseId);
  }

  /**
   * Issues the learner's certificate of the course when every lesson of it is completed and none
   * exists yet; answers the certificate's id (null while the course is not complete). Concurrent
   * calls may each sign a credential, but the insert keeps only the first (unique learner and course).
   */
  async issueIfComplete(userId: string, courseId: string): Promise<string | null> {
    const existing = await this.repo.idFor(userId, courseId);
    if (existing) return existing;
    const progress = courseProgress(await this.learning.lessonWatches(userId, courseId));
    if (progress.status !== 'Completed') return null;
    const facts = await this.repo.snapshot(userId, courseId);
    if (!facts) return null;
    const id = newCertificateId();
    const issuedAt = new Date();
    const credential = await this.sign(
      openBadgeCredential({
        id,
        origin: this.settings.origin(),
        userId,
        learnerName: facts.learnerName,
        courseId,
        courseTitle: facts.courseTitle,
        courseDescription: facts.courseSubtitle,
        instructorId: facts.instructorId,
        instructorName: facts.instructorName,
        issuedAt,
      }),
    );
    await this.repo.insertOnce({
      id,
      userId,
      courseId,
      learnerName: facts.learnerName,
      courseTitle: facts.courseTitle,
      instructorName: facts.instructorName,
      videoSeconds: facts.videoSeconds,
      issuedAt,
      credential,
    });
    return this.repo.idFor(userId, courseId);
  }

  private async sign(credential: ReturnType<typeof openBadgeCredential>): Promise<string> {
    const key = await this.keys.signingKey();
    return new SignJWT(credentialClaims(credential))
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  }

  /** The public JWK set (every key's public half). */
  jwks(): Promise<Jwks> {
    return this.keys.jwks();
  }

  /** Creates the signing key if there is none (on start). */
  async prepare(): Promise<void> {
    await this.keys.signingKey();
  }

  private async found(id: string): Promise<CertificateRow> {
    const row = await this.repo.byId(id);
    if (!row) throw certificateErrors.notFound();
    return row;
  }

  /**
   * The server's own check of a stored credential: the signature verifies with a published key,
   * and the signed claims name this certificate, learner and course.
   */
  private async check(row: CertificateRow): Promise<CertificateView['check']> {
    try {
      const { payload, protectedHeader } = await jwtVerify(row.credential, createLocalJWKSet(await this.keys.jwks()), {
        algorithms: [SIGNING_ALG],
      });
      const subject = payload.credentialSubject as { name?: unknown; achievement?: { name?: unknown } } | undefined;
      const matches =
        typeof payload.jti === 'string' &&
        payload.jti.endsWith(`/verify/${encodeURIComponent(row.id)}`) &&
        subject?.name === row.learnerName &&
        subject.achievement?.name === row.courseTitle;
      return { verified: matches, kid: protectedHeader.kid ?? null };
    } catch {
      return { verified: false, kid: null };
    }
  }

  /** The public view of one certificate (GET /api/certificates/:id). */
  async view(id: string): Promise<CertificateView> {
    const row = await this.found(id);
    return {
      success: true,
      certificate: toCertificate(row),
      credential: row.credential,
      verifyUrl: this.verifyUrlOf(row),
      check: await this.check(row),
    };
  }

  /** The verification link the credential was issued with (its id). */
  private verifyUrlOf(row: CertificateRow): string {
    const jti = decodeJwt(row.credential).jti;
    return typeof jti === 'string' ? jti : verifyUrl(this.settings.origin(), row.id);
  }

  /** The PDF of one certificate, made now. */
  async pdf(id: string): Promise<{ pdf: Buffer; filename: string }> {
    const row = await this.found(id);
    const pdf = await certificatePdf(
      {
        id: row.id,
        learnerName: row.learnerName,
        courseTitle: row.courseTitle,
        instructorName: row.instructorName,
        issuedAt: row.issuedAt,
        videoSeconds: row.videoSeconds,
        verifyUrl: this.verifyUrlOf(row),
        revoked: row.revokedAt !== null,
      },
      this.settings.timeZone,
    );
    return { pdf, filename: `certificate-${row.id}.pdf` };
  }

  async mine(userId: string): Promise<MyCertificates> {
    const rows = await this.repo.forUser(userId);
    return { success: true, certificates: rows.map((r) => ({ ...toCertificate(r), courseId: r.courseId })) };
  }

  async list(query: AdminCertificatesQuery): Promise<AdminCertificates> {
    const { rows, total } = await this.repo.list(query);
    return { certificates: rows.map(toAdminCertificate), total, page: query.page, pageSize: query.pageSize };
  }

  /** An admin revokes a certificate with a reason; audited in the same transaction; 409 when it already is. */
  async revoke(adminId: string, id: string, reason: string): Promise<RevokeCertificateResponse> {
    await this.repo.transaction(async (tx) => {
      const row = await this.repo.lock(tx, id);
      if (!row) throw certificateErrors.notFound();
      if (row.revokedAt) throw certificateErrors.alreadyRevoked();
      const at = new Date();
      await this.repo.revoke(tx, id, adminId, reason, at);
      await this.audit.write(tx, {
        actorId: adminId,
        action: 'certificate.revoked',
        entityType: 'certificate',
        entityId: certificateAuditId(id),
        summary: `Certificate ${id}: ${row.learnerName}, ${row.courseTitle}`,
        before: { id, status: 'valid' },
        after: { id, status: 'revoked', reason },
      });
    });
    const row = await this.repo.withEmail(id);
    return { success: true, message: CERTIFICATE_MSG.revokedDone, certificate: toAdminCertificate(row!) };
  }
}
