/**
 * Certificates (issue 20): one certificate's public view, the signature checked in the browser
 * against the published JWK set (not on the server's word), the learner's list, the admins' list
 * and revocation.
 */
import {
  adminCertificatesSchema,
  CERTIFICATE_API,
  certificateViewSchema,
  JWKS_PATH,
  myCertificatesSchema,
  revokeCertificateResponseSchema,
  type AdminCertificates,
  type AdminCertificatesQuery,
  type CertificateView,
  type MyCertificates,
} from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { useFetchQuery } from '@/lib/fetch-query';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { checkedApi, courseUrl, isApiError } from '@/lib/api';
import { usePageQuery } from '@/lib/page-query';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { auditKeys } from '@/lib/query-keys';
import { listPageUrl, unlessDefault } from '@/lib/with-query';

export const certificateKeys = {
  all: ['certificates'] as const,
  one: (id: string) => ['certificates', 'one', id] as const,
  check: (credential: string) => ['certificates', 'check', credential] as const,
  mine: ['certificates', 'mine'] as const,
  admin: (params: object) => ['certificates', 'admin', params] as const,
};

export const getCertificate = (id: string, signal?: AbortSignal): Promise<CertificateView> =>
  checkedApi.get(certificateViewSchema, courseUrl(CERTIFICATE_API.certificate, id), signal);

/** One certificate; an unknown id is a 404 the page shows as "not found" (not retried). */
export function useCertificate(id: string) {
  return useFetchQuery(certificateKeys.one(id), (signal) => getCertificate(id, signal), {
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
}

/** What the browser's own check found: the signing key's id, or why it failed. */
export type CredentialCheck = { verified: true; kid: string } | { verified: false; reason: 'signature' | 'keys' };

/**
 * Verifies the VC-JWT in the browser: the signature with a key of the JWK set this site publishes
 * (fetched here), and that the credential is this certificate (its id is the page's link).
 */
export async function checkCredential(credential: string, certificateId: string): Promise<CredentialCheck> {
  const keys = createRemoteJWKSet(new URL(JWKS_PATH, window.location.origin));
  try {
    const { payload, protectedHeader } = await jwtVerify(credential, keys, { algorithms: ['EdDSA'] });
    const isThis = typeof payload.jti === 'string' && payload.jti.endsWith(`/verify/${certificateId}`);
    return isThis && protectedHeader.kid
      ? { verified: true, kid: protectedHeader.kid }
      : { verified: false, reason: 'signature' };
  } catch (error) {
    const name = (error as { code?: string }).code ?? '';
    const keysFailed = name === 'ERR_JWKS_TIMEOUT' || name === 'ERR_JOSE_GENERIC' || error instanceof TypeError;
    return { verified: false, reason: keysFailed ? 'keys' : 'signature' };
  }
}

export function useCredentialCheck(view: CertificateView | undefined) {
  return useQuery({
    queryKey: certificateKeys.check(view?.credential ?? ''),
    queryFn: () => checkCredential(view!.credential, view!.certificate.id),
    enabled: view !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

export const getMyCertificates = (signal?: AbortSignal): Promise<MyCertificates> =>
  checkedApi.get(myCertificatesSchema, CERTIFICATE_API.mine, signal);

/** The signed-in learner's certificates (the profile's section; the holder's links on the verify page). */
export function useMyCertificates(enabled = true) {
  return useFetchQuery(certificateKeys.mine, getMyCertificates, { enabled });
}

/** The learner's certificate of a course (its id), once the server has issued it; null before. */
export function useCourseCertificateId(courseId: string): string | null {
  const mine = useMyCertificates();
  return mine.data?.certificates.find((c) => c.courseId === courseId)?.id ?? null;
}

export type AdminCertificatesParams = Pick<AdminCertificatesQuery, 'search' | 'status' | 'page' | 'pageSize'>;

export const adminCertificatesUrl = (p: AdminCertificatesParams) =>
  listPageUrl(CERTIFICATE_API.admin, p, { search: p.search, status: unlessDefault(p.status) });

export const getAdminCertificates = (p: AdminCertificatesParams, signal?: AbortSignal): Promise<AdminCertificates> =>
  checkedApi.get(adminCertificatesSchema, adminCertificatesUrl(p), signal);

export function useAdminCertificates(params: AdminCertificatesParams) {
  return usePageQuery(certificateKeys.admin(params), (signal) => getAdminCertificates(params, signal));
}

export const revokeCertificate = (id: string, reason: string) =>
  checkedApi.post(revokeCertificateResponseSchema, courseUrl(CERTIFICATE_API.revoke, id), { reason });

/** Revokes with a reason; whatever the answer, the lists, the certificate and the audit log are fetched again. */
export function useRevokeCertificate() {
  return useRefetchingMutation(
    ({ id, reason }: { id: string; reason: string }) => revokeCertificate(id, reason),
    [certificateKeys.all, auditKeys.all],
  );
}
