/**
 * The one HTTP client of the web app. Same origin, cookies, JSON.
 * Every failure of the server has the shape `{ error: { code, message, fields? } }`;
 * it is turned into an ApiError. Network failures (fetch rejecting) are left as they are,
 * so callers can tell "the server said no" from "the request never arrived".
 */
import { MSG, type ErrorBody } from '@cms/contract';
import type { z } from 'zod';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = MSG.internal): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** A response that does not have the contract's shape. */
export const UNEXPECTED_RESPONSE = 'Unexpected response from the server';

/** A response checked against the contract's schema; otherwise an Error with UNEXPECTED_RESPONSE. */
export function parseResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(UNEXPECTED_RESPONSE);
  return result.data;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The error of a body shaped like the contract's errorBodySchema, else null. Checked by hand: this
 * module is part of the first screen, which does not load zod.
 */
function errorOf(body: unknown): ErrorBody['error'] | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { code, message };
  if (!isRecord(fields) || !Object.values(fields).every((v) => typeof v === 'string')) return null;
  return { code, message, fields: fields as Record<string, string> };
}

/** Builds an ApiError from a status and a (possibly non-JSON) body. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const error = errorOf(body);
  if (error) return new ApiError(status, error.code, error.message, error.fields);
  const text = statusText ? `${status} ${statusText}` : `HTTP ${status}`;
  return new ApiError(status, 'HTTP_ERROR', status >= 500 ? MSG.internal : text);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (a last report sent while the page is being closed). */
  keepalive?: boolean;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {}, keepalive } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
    signal,
  };
  if (keepalive) init.keepalive = true;
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const res = await fetch(path, init);
  const data = await readBody(res);
  if (!res.ok) throw toApiError(res.status, res.statusText, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

/**
 * The api's calls with the answer checked against the contract's schema of the route (as
 * `parseResponse` does): `checkedApi.get(schema, path, signal)`, `checkedApi.post(schema, path, body)` …
 */
export const checkedApi = {
  get: async <S extends z.ZodType>(schema: S, path: string, signal?: AbortSignal) =>
    parseResponse(schema, await api.get(path, signal)),
  post: async <S extends z.ZodType>(schema: S, path: string, body?: unknown) =>
    parseResponse(schema, await api.post(path, body)),
  put: async <S extends z.ZodType>(schema: S, path: string, body?: unknown) =>
    parseResponse(schema, await api.put(path, body)),
  patch: async <S extends z.ZodType>(schema: S, path: string, body?: unknown) =>
    parseResponse(schema, await api.patch(path, body)),
  delete: async <S extends z.ZodType>(schema: S, path: string) => parseResponse(schema, await api.delete(path)),
};

export interface UploadOptions {
  /** Form field name of the file. */
  field: string;
  /** Called with a whole percentage: 0–99 while the body is sent, 100 once the server has accepted it. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart upload through XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Resolves with the parsed JSON body; rejects with ApiError (server refused) or Error (network/abort).
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = false; // same origin: cookies are sent anyway
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) {
        // 100 means "done": it is only reported once the server has answered (onload).
        options.onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(data as T);
      } else {
        reject(toApiError(xhr.status, xhr.statusText, data));
      }
    };
    xhr.onerror = () => reject(new Error(MSG.fileUploadFailed));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append(options.field, file);
    xhr.send(form);
  });
}

/** Fills `:id` of a COURSE_API path. */
export const courseUrl = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));
