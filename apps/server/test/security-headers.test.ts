/**
 * The security headers computed once (http/security-headers.ts) are exactly what @fastify/helmet
 * sets with the same options: every header, every CSP directive, on every kind of answer (JSON, a
 * prepared catalogue answer, a 304, a 404, a 400), and for other option sets (Razorpay's origins, an
 * object store's media origin).
 */
import helmetPlugin, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { COURSE_API, API } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderOptions } from '../src/app.js';
import type { Config } from '../src/config/index.js';
import { securityHeaders } from '../src/http/security-headers.js';
import { appDrivers } from './helpers/app.js';
import { suiteApp } from './helpers/suite.js';

/** Headers every answer has whoever sets the security ones. */
const TRANSPORT = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** What @fastify/helmet sets with `options` on an answer: its headers by name. */
async function helmetReference(options: ReturnType<typeof securityHeaderOptions>): Promise<Record<string, string>> {
  const app: FastifyInstance = Fastify({ logger: false });
  // helmet's own types (ESM) and those @fastify/helmet re-exports (CJS) are one shape under two names.
  await app.register(helmetPlugin, options as unknown as FastifyHelmetOptions);
  app.get('/', async () => ({}));
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !TRANSPORT.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe.each(appDrivers)('security headers (%s)', (driver) => {
  const t = suiteApp(driver);
  let expected: Record<string, string>;

  beforeAll(async () => {
    const mediaOrigins = await t.app.services.media.storage.mediaOrigins();
    expected = await helmetReference(securityHeaderOptions(t.config, mediaOrigins));
  });

  it('@fastify/helmet sets a dozen headers with these options, the CSP among them', () => {
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(12);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('every kind of answer carries exactly those headers, with the same values', async () => {
    const anon = t.client();
    const catalogue = await anon.get(COURSE_API.catalogue);
    const answers = {
      json: await anon.get(API.health),
      catalogue,
      notModified: await anon.get(COURSE_API.catalogue, {
        headers: { 'if-none-match': catalogue.headers.get('etag')! },
      }),
      notFound: await anon.get('/api/no-such-route'),
      badRequest: await anon.post(API.signUp, {}),
    };
    expect(answers.notModified.status).toBe(304);
    expect(answers.notFound.status).toBe(404);
    expect(answers.badRequest.status).toBe(400);
    for (const [what, res] of Object.entries(answers)) {
      const got = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)]));
      expect(got, what).toEqual(expected);
      expect(res.headers.get('x-powered-by'), what).toBeNull();
    }
  });

  it('other options give what @fastify/helmet gives: Razorpay Checkout and an object store', async () => {
    const config = {
      ...t.config,
      payments: {
        ...t.config.payments,
        razorpay: {
          checkoutUrl: 'https://checkout.razorpay.test/v1/checkout.js',
          baseUrl: 'https://api.razorpay.test',
        },
      },
    } as unknown as Config;
    const options = securityHeaderOptions(config, ['https://bucket.s3.example.test']);
    const reference = await helmetReference(options);
    expect(Object.fromEntries(securityHeaders(options))).toEqual(reference);
    expect(reference['content-security-policy']).toContain(
      "frame-src 'self' https://checkout.razorpay.test https://api.razorpay.test",
    );
    expect(reference['content-security-policy']).toContain("media-src 'self' blob: https://bucket.s3.example.test");
  });
});
