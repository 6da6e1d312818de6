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
import { CERTIFICATE_MSG } from './texts/certificate.js';
import { CERTIFICATE_REVOKE_REASON_MAX } from './constants.js';

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Who issues the credentials (the issuer profile's name). */
export const CERTIFICATE_ISSUER_NAME = 'CMS';
/** The achievement's criteria in every credential. */
export const CERTIFICATE_CRITERIA = 'Completed every lesson and passed every quiz of the course';

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
