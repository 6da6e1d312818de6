/** One error shape for every failure: { error: { code, message, fields? } }. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@cms/contract';

export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** The field message for text holding a NUL, a lone surrogate or another control character. */
export const ILL_FORMED_TEXT = 'Contains characters that are not allowed';
/** 400 naming every field (dotted path) whose text holds a character no input may hold. */
export const illFormedText = (fields: string[]) =>
  badRequest(ILL_FORMED_TEXT, Object.fromEntries(fields.map((f) => [f, ILL_FORMED_TEXT])));
export const tooManyRequests = (message: string = MSG.tooManyAttempts) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message);

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'TOO_MANY_REQUESTS',
};

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * For Fastify's `frameworkErrors` option: the errors Fastify answers itself before any hook or
 * route — a URL that is not valid percent-encoding (FST_ERR_BAD_URL) — in the project's shape.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err }, 'request failed');
    void reply.status(status).send(errorBody('INTERNAL', MSG.internal));
  } else {
    void reply.status(status).send(errorBody(CODES[status] ?? 'BAD_REQUEST', MSG.badRequest));
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? MSG.badRequest;
      }
      const first = Object.values(fields)[0] ?? MSG.badRequest;
      return reply.status(400).send(errorBody('BAD_REQUEST', first, fields));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(errorBody('INTERNAL', MSG.internal));
    }
    // e.g. a 416 from the file sender carries Content-Range: bytes */size
    const headers = (err as { headers?: Record<string, string> }).headers;
    if (headers) reply.headers(headers);
    return reply.status(status).send(errorBody(CODES[status] ?? 'ERROR', err.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody('NOT_FOUND', `${MSG.routeNotFound}: ${request.method} ${request.url.split('?')[0]}`));
  });
}
