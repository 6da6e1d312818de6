import { CERTIFICATE_REVOKE_REASON_MAX } from '../constants.js';

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
