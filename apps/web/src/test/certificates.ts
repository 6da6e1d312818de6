/** Certificate fixtures (issue 20) in the contract's shapes. */
import type { CertificateView } from '@cms/contract';

export const CERTIFICATE_ID = 'UTVLYvOspzaTuwV00iFyfg';

/** A valid certificate of Chitra Certified for Python Basics, as its verification page shows it. */
export function makeCertificate(
  overrides: Partial<CertificateView['certificate']> = {},
): CertificateView['certificate'] {
  return {
    id: CERTIFICATE_ID,
    learnerName: 'Chitra Certified',
    courseTitle: 'Python Basics',
    instructorName: 'Priya Sharma',
    issuedAt: '2026-11-20T10:00:00.000Z',
    videoSeconds: 9000,
    status: 'valid',
    revokedAt: null,
    revokedReason: null,
    ...overrides,
  };
}
