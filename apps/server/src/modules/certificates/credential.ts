/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (a W3C Verifiable Credential, data
 * model 2.0) and its VC-JWT form (OB 3.0 §8.2): the JWT payload is the credential itself with the
 * registered claims iss (issuer id), jti (credential id), sub (subject id) and nbf (validFrom), signed
 * with EdDSA and the key's id in the header. Pure: no database, no clock.
 */
import { CERTIFICATE_CRITERIA, CERTIFICATE_ISSUER_NAME, verifyPath } from '@cms/contract';

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

export interface CredentialFacts {
  /** The certificate's id. */
  id: string;
  /** The app's public origin, without a trailing slash. */
  origin: string;
  userId: string;
  learnerName: string;
  courseId: string;
  courseTitle: string;
  courseDescription: string;
  instructorId: string;
  instructorName: string;
  issuedAt: Date;
}

export const issuerId = (origin: string) => `${origin}/issuer`;
export const verifyUrl = (origin: string, id: string) => `${origin}${verifyPath(id)}`;

/** The credential, as JSON-LD. */
export function openBadgeCredential(f: CredentialFacts) {
  const validFrom = f.issuedAt.toISOString();
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id: verifyUrl(f.origin, f.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${f.courseTitle}: Certificate of Completion`,
    issuer: { id: issuerId(f.origin), type: ['Profile'], name: CERTIFICATE_ISSUER_NAME, url: f.origin },
    validFrom,
    credentialSubject: {
      id: `${f.origin}/learners/${f.userId}`,
      type: ['AchievementSubject'],
      name: f.learnerName,
      achievement: {
        id: `${f.origin}/courses/${f.courseId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: f.courseTitle,
        description: f.courseDescription || `Completion of the course ${f.courseTitle}`,
        criteria: { narrative: CERTIFICATE_CRITERIA },
        creator: { id: `${f.origin}/instructors/${f.instructorId}`, type: ['Profile'], name: f.instructorName },
      },
    },
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** The VC-JWT payload: the credential and its registered claims. */
export function credentialClaims(credential: OpenBadgeCredential) {
  return {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    sub: credential.credentialSubject.id,
    nbf: Math.floor(new Date(credential.validFrom).getTime() / 1000),
  };
}
