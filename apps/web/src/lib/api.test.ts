import { MSG } from '@cms/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, isApiError, toApiError } from './api';

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns the error shape into an ApiError with status, code, message and fields', async () => {
    const body = { error: { code: 'VALIDATION', message: MSG.badRequest, fields: { email: MSG.invalidEmail } } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 400 }));
    const error = await api.post('/api/x').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: MSG.badRequest,
      fields: { email: MSG.invalidEmail },
    });
  });

  it('copes with a body that is not the error shape', () => {
    const e = toApiError(502, 'Bad Gateway', '<html>');
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(502);
    expect(e.message).toBe(MSG.internal);
    expect(toApiError(418, "I'm a teapot", undefined).message).toBe("418 I'm a teapot");
  });

  it.each([
    ['no code', { error: { message: 'x' } }],
    ['a message that is not text', { error: { code: 'E', message: 1 } }],
    ['fields that are not text', { error: { code: 'E', message: 'x', fields: { email: 1 } } }],
    ['no error object', { error: 'x' }],
  ])('does not take a body with %s for the error shape', (_what, body) => {
    const e = toApiError(400, 'Bad Request', body);
    expect(e.code).toBe('HTTP_ERROR');
    expect(e.message).toBe('400 Bad Request');
  });

  it('lets network failures through as they are', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect(error).toBeInstanceOf(TypeError);
  });
});
