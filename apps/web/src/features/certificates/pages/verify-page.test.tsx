import { CERTIFICATE_API, CERTIFICATE_MSG, JWKS_PATH, type CertificateView } from '@cms/contract';
import { screen, within } from '@testing-library/react';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_ID, makeCertificate } from '@/test/certificates';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const ID = CERTIFICATE_ID;
const VERIFY_URL = `http://localhost/verify/${ID}`;

let credential = '';
let kid = '';
let jwks: { keys: object[] } = { keys: [] };

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(publicKey);
  kid = await calculateJwkThumbprint(jwk);
  jwks = { keys: [{ ...jwk, kid, alg: 'EdDSA', use: 'sig' }] };
  credential = await new SignJWT({
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    credentialSubject: { name: 'Chitra Certified', achievement: { name: 'Python Basics' } },
    jti: VERIFY_URL,
  })
    .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
    .sign(privateKey);
});

function view(overrides: Partial<CertificateView['certificate']> = {}, jwt = credential): CertificateView {
  return {
    success: true,
    certificate: makeCertificate(overrides),
    credential: jwt,
    verifyUrl: VERIFY_URL,
    check: { verified: true, kid },
  };
}

function stubCertificate(body: CertificateView | Response, user: Parameters<typeof stubFetch>[0] = null) {
  return stubFetch(user, {
    [`GET ${CERTIFICATE_API.certificate.replace(':id', ID)}`]: () => (body instanceof Response ? body : json(body)),
    [`GET ${JWKS_PATH}`]: () => json(jwks),
  });
}

/** The credential with one character of its signature changed. */
function tampered(jwt: string): string {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const i = Math.floor(s.length / 2);
  return `${h}.${p}.${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
}

describe('the certificate verification page (/verify/:id)', () => {
  it('shows a valid certificate to a signed-out visitor, checked in the browser with the published key', async () => {
    const fetchMock = stubCertificate(view());
    renderApp(`/verify/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: CERTIFICATE_MSG.title })).toBeInTheDocument();
    expect(screen.getByText('Chitra Certified')).toBeInTheDocument();
    expect(screen.getByText('Python Basics')).toBeInTheDocument();
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('2.5 hours')).toBeInTheDocument();
    expect(screen.getByLabelText(`Status: ${CERTIFICATE_MSG.valid}`)).toBeInTheDocument();
    expect(await screen.findByText(CERTIFICATE_MSG.verified(kid))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith(JWKS_PATH))).toBe(true);
    expect(screen.getByRole('link', { name: CERTIFICATE_MSG.downloadPdf })).toHaveAttribute(
      'href',
      `/api/certificates/${ID}/pdf`,
    );
    expect(screen.getByRole('link', { name: CERTIFICATE_MSG.jwks })).toHaveAttribute('href', JWKS_PATH);
    expect(screen.getByText(credential)).toBeInTheDocument();
    // Not the holder: no "Add to LinkedIn".
    expect(screen.queryByRole('link', { name: CERTIFICATE_MSG.addToLinkedIn })).not.toBeInTheDocument();
    // No sign-in was asked for.
    expect(screen.queryByRole('heading', { name: /sign in/i })).not.toBeInTheDocument();
  });

  it('shows a revoked certificate as revoked, with the reason', async () => {
    stubCertificate(
      view({ status: 'revoked', revokedAt: '2026-11-22T10:00:00.000Z', revokedReason: 'Quiz answers were shared' }),
    );
    renderApp(`/verify/${ID}`);
    expect(await screen.findByLabelText(`Status: ${CERTIFICATE_MSG.revoked}`)).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(within(note).getByText(CERTIFICATE_MSG.revokedOn('22 Nov 2026'))).toBeInTheDocument();
    expect(note).toHaveTextContent('Quiz answers were shared');
    expect(screen.queryByLabelText(`Status: ${CERTIFICATE_MSG.valid}`)).not.toBeInTheDocument();
  });

  it('shows a failed check plainly when the signature does not verify', async () => {
    stubCertificate(view({}, tampered(credential)));
    renderApp(`/verify/${ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CERTIFICATE_MSG.checkFailed);
    expect(screen.queryByText(CERTIFICATE_MSG.verified(kid))).not.toBeInTheDocument();
  });

  it('offers "Add to LinkedIn" to the holder, with the certificate in the link', async () => {
    const stub = stubFetch(USERS.student, {
      [`GET ${CERTIFICATE_API.certificate.replace(':id', ID)}`]: () => json(view()),
      [`GET ${JWKS_PATH}`]: () => json(jwks),
      [`GET ${CERTIFICATE_API.mine}`]: () =>
        json({ success: true, certificates: [{ ...view().certificate, courseId: 'c1' }] }),
    });
    renderApp(`/verify/${ID}`);
    const link = await screen.findByRole('link', { name: CERTIFICATE_MSG.addToLinkedIn });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Python Basics',
      organizationName: 'CMS',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: VERIFY_URL,
      certId: ID,
    });
    expect(stub).toHaveBeenCalled();
  });

  it('says the certificate is not found for an unknown id', async () => {
    stubCertificate(apiError(404, CERTIFICATE_MSG.notFound));
    renderApp(`/verify/${ID}`);
    expect(await screen.findByText(CERTIFICATE_MSG.notFoundBody)).toBeInTheDocument();
    expect(screen.getByText(CERTIFICATE_MSG.notFound)).toBeInTheDocument();
  });
});
