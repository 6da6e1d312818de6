/**
 * Certificate routes: the public view and PDF of one certificate (anyone with the link), the
 * learner's own list, the admins' list and revocation, and the JWK set of the server's public keys
 * at the well-known address.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_API,
  CERTIFICATE_MSG,
  JWKS_PATH,
  adminCertificatesQuerySchema,
  adminCertificatesSchema,
  certificateViewSchema,
  myCertificatesSchema,
  revokeCertificateInputSchema,
  revokeCertificateResponseSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { appOrigin } from '../../http/origin.js';
import { routeSet } from '../../http/route-set.js';
import { signedIn } from '../../http/viewer.js';
import type { CertificateService } from './service.js';

/** Ids are 22 base64url characters; anything else cannot name a certificate. */
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: CERTIFICATE_MSG.notFound }) });
const tags = ['certificates'];

export async function certificateRoutes(
  app: FastifyInstance,
  { config, certificates: service }: { config: Config; certificates: CertificateService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { route } = routeSet(app, { tags });
  const admins = routeSet(app, { tags, roles: ['Admin'] });
  // Credentials name the app's own origin: PUBLIC_URL, else the address it listens on.
  service.useOrigin(() => appOrigin(config, app));
  // The signing key exists before the first request (created on the first start of all).
  app.addHook('onReady', async () => service.prepare());

  r.get(
    JWKS_PATH,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          "The server's public Ed25519 keys as a JWK set (RFC 7517): every credential's `kid` header names one. " +
          'Public members only; cacheable.',
      },
    },
    async (_request, reply) => {
      const jwks = await service.jwks();
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('content-type', 'application/jwk-set+json')
        .send(JSON.stringify(jwks));
    },
  );

  route({
    method: 'GET',
    url: CERTIFICATE_API.certificate,
    roles: 'public',
    description:
      'One certificate by its id (random, 128 bits: unknown ids are 404, there is no public list): the learner, ' +
      'course, instructor, issue date, hours of video, whether it is valid or revoked (with the reason and date), ' +
      "the Open Badges 3.0 credential as a VC-JWT, and the server's own check of it (the signature verifies with " +
      `a key of ${JWKS_PATH} and the claims match the certificate).`,
    params: idParams,
    response: certificateViewSchema,
    errors: [400, 404],
    handler: async (request) => service.view(request.params.id),
  });

  r.get(
    CERTIFICATE_API.pdf,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          'The certificate as a PDF (application/pdf), made at request: landscape A4 with the learner, course, ' +
          'instructor, issue date, hours of video, a QR code of the verification link and the link. 404 for an unknown id.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await service.pdf(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  route({
    method: 'GET',
    url: CERTIFICATE_API.mine,
    roles: ['Student', 'Lead'],
    description: "The caller's certificates, newest first.",
    response: myCertificatesSchema,
    errors: [401, 403],
    handler: async (request) => service.mine(signedIn(request).userId),
  });

  admins.listRoute({
    url: CERTIFICATE_API.admin,
    description:
      'Every certificate, newest first, paged. `search` matches the learner name or course title (substring, any ' +
      'case) or the certificate id (exactly); `status` valid or revoked.',
    query: adminCertificatesQuerySchema,
    page: adminCertificatesSchema,
    list: (query) => service.list(query),
  });

  admins.route({
    method: 'POST',
    url: CERTIFICATE_API.revoke,
    description:
      'Revokes a certificate with a reason (required, at most 500 characters), shown on its verification page; ' +
      'audited (certificate.revoked) in the same transaction. 409 when it is already revoked; 404 for an unknown id.',
    params: idParams,
    body: revokeCertificateInputSchema,
    response: revokeCertificateResponseSchema,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) => service.revoke(signedIn(request).userId, request.params.id, request.body.reason),
  });
}
