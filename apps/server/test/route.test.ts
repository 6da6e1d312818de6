/** route(): a declared route answers what its handler returns, or what the handler sent itself, once. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC_SHORT, sendJson, toJsonResponse } from '../src/http/json-response.js';
import { route } from '../src/http/route.js';

const greeting = z.object({ hello: z.string() });

/** A bare app with the app's zod compilers and a logger whose warnings the test reads. */
function appWithWarnings() {
  const warnings: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      warnings.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return { app, warnings };
}

describe('route()', () => {
  it('answers what the handler returns with the declared success status, through the response schema', async () => {
    const { app, warnings } = appWithWarnings();
    route(app, {
      method: 'POST',
      url: '/greetings',
      roles: 'public',
      tags: ['test'],
      body: z.object({ name: z.string() }),
      status: 201,
      response: greeting,
      errors: [],
      handler: async (request) => ({ hello: request.body.name, extra: 'not in the schema' }),
    });
    const res = await app.inject({ method: 'POST', url: '/greetings', payload: { name: 'Asha' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ hello: 'Asha' });
    expect(warnings).toEqual([]);
    await app.close();
  });

  it('sends an answer the handler sent itself (a cached JSON, then a 304) once, with nothing sent twice', async () => {
    const { app, warnings } = appWithWarnings();
    const cached = toJsonResponse({ hello: 'cached' });
    route(app, {
      method: 'GET',
      url: '/cached',
      roles: 'public',
      tags: ['test'],
      response: greeting,
      errors: [],
      handler: async (request, reply) => sendJson(request, reply, cached, PUBLIC_SHORT),
    });
    const first = await app.inject({ method: 'GET', url: '/cached' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ hello: 'cached' });
    expect(first.headers.etag).toBe(cached.etag);
    const again = await app.inject({ method: 'GET', url: '/cached', headers: { 'if-none-match': cached.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(warnings).toEqual([]);
    await app.close();
  });
});
