/**
 * Certificates of completion (issue 20 item 3, beyond the spec): issued once when a learner
 * completes a course, each an Open Badges 3.0 credential signed by the server's Ed25519 key (a
 * VC-JWT) that anyone can check against the published JWK set; a public page `/verify/:id`, a PDF,
 * the learner's list, and the admins' list with revocation (audited).
 */
import { z } from 'zod';
import { actionResponseSchema, listOf } from './http.js';
import { listQuerySchema, pageOf } from './paging.js';
import { requiredText } from './text-fields.js';

/** The longest reason for a revocation (characters). */
export const CERTIFICATE_REVOKE_REASON_MAX = 500;
export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Who issues the credentials (the issuer profile's name). */
export const CERTIFICATE_ISSUER_NAME = 'CMS';
/** The achievement's criteria in every credential. */
export const CERTIFICATE_CRITERIA = 'Completed every lesson and passed every quiz of the course';

export const CERTIFICATE_MSG = {
  title: 'Certificate of Completion',
  notFound: 'Certificate not found',
  notFoundBody: 'No certificate has this address. Check the link you were given.',
  valid: 'Valid',
  revoked: 'Revoked',
  revokedOn: (date: string) => `Revoked on ${date}`,
  reason: 'Reason',
  awardedTo: 'Awarded to',
  course: 'Course',
  instructor: 'Instructor',
  issued: 'Issued',
  videoLabel: 'Video',
  /** The course's video as read on the certificate: hours (one decimal) from an hour on, else minutes. */
  videoLength: (seconds: number): string => {
    if (seconds >= 3600) {
      const hours = Math.round((seconds / 3600) * 10) / 10;
      return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    }
    const minutes = Math.round(seconds / 60);
    return minutes < 1 ? 'under a minute' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  },
  checking: 'Checking the signature…',
  verified: (kid: string) => `Verified: signed by CMS's key ${kid}`,
  checkFailed: 'The signature check failed: this credential was not signed by CMS or has been altered.',
  checkUnavailable: 'The signature could not be checked: the public key could not be fetched.',
  downloadPdf: 'Download PDF',
  viewCertificate: 'View certificate',
  rawCredential: 'Credential (JWT)',
  jwks: 'Public keys (JWK set)',
  addToLinkedIn: 'Add to LinkedIn',
  verifyLink: 'Verify at',
  loadFailed: 'Failed to load the certificate. Please try again.',
  // The learner's profile
  myTitle: 'Certificates',
  myNone: 'No certificates yet. Complete a course to earn one.',
  // The admins
  navLabel: 'Certificates',
  adminTitle: 'Certificates',
  adminSubtitle: 'Every certificate issued. Revoke one with a reason; the verification page then says it is revoked.',
  none: 'No certificates',
  learner: 'Learner',
  status: 'Status',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this certificate',
  revokeBody: (learner: string, course: string) =>
    `${learner}'s certificate for ${course} will show as revoked to anyone who checks it. This cannot be undone.`,
  reasonLabel: 'Reason (shown on the verification page)',
  reasonRequired: 'A reason is required',
  reasonTooLong: `At most ${CERTIFICATE_REVOKE_REASON_MAX} characters`,
  revokedDone: 'Certificate revoked',
  alreadyRevoked: 'This certificate has already been revoked',
  fetchFailed: 'Failed to fetch the certificates. Please try again.',
  searchPlaceholder: 'Search learner, course or id',
} as const;

export const certificateSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  issuedAt: z.string(),
  /** The course's video, in seconds, as it was at issue. */
  videoSeconds: z.number(),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET CERTIFICATE_API.certificate: the certificate, its signed credential and the server's own check of it. */
export const certificateViewSchema = z.object({
  success: z.literal(true),
  certificate: certificateSchema,
  /** The Open Badges 3.0 credential as a VC-JWT (JWS compact, EdDSA). */
  credential: z.string(),
  /** The verification link (the credential's id). */
  verifyUrl: z.string(),
  /** The server's check: the signature verifies with a published key and the claims match this certificate. */
  check: z.object({ verified: z.boolean(), kid: z.string().nullable() }),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;

/** A certificate in the learner's list. */
export const myCertificateSchema = certificateSchema.extend({ courseId: z.string() });
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** GET CERTIFICATE_API.mine: newest first. */
export const myCertificatesSchema = listOf('certificates', myCertificateSchema);
export type MyCertificates = z.infer<typeof myCertificatesSchema>;

export const adminCertificateSchema = certificateSchema.extend({
  courseId: z.string(),
  learnerId: z.string(),
  learnerEmail: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/** `search` matches the learner's name, the course title or the certificate id. */
export const adminCertificatesQuerySchema = listQuerySchema({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...CERTIFICATE_STATUSES]).default('all'),
});
export type AdminCertificatesQuery = z.infer<typeof adminCertificatesQuerySchema>;

/** GET CERTIFICATE_API.admin: newest first. */
export const adminCertificatesSchema = pageOf('certificates', adminCertificateSchema);
export type AdminCertificates = z.infer<typeof adminCertificatesSchema>;

export const revokeCertificateInputSchema = z.object({
  reason: requiredText(CERTIFICATE_REVOKE_REASON_MAX, CERTIFICATE_MSG.reasonRequired, CERTIFICATE_MSG.reasonTooLong),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateInputSchema>;

export const revokeCertificateResponseSchema = actionResponseSchema({ certificate: adminCertificateSchema });
export type RevokeCertificateResponse = z.infer<typeof revokeCertificateResponseSchema>;

/** The public JWK set: Ed25519 public keys only. */
export const jwksSchema = z.object({
  keys: z.array(
    z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() }),
  ),
});
export type Jwks = z.infer<typeof jwksSchema>;

/** LinkedIn's add-to-profile link for a certificate (the holder's "Add to LinkedIn"). */
export function linkedInAddUrl(c: { courseTitle: string; issuedAt: string; id: string }, verifyUrl: string): string {
  const issued = new Date(c.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.courseTitle,
    organizationName: CERTIFICATE_ISSUER_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: c.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
