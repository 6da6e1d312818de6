/** A small HTTP client over global fetch that keeps the `cms_session` cookie like a browser. */

export const SESSION_COOKIE = 'cms_session';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flag attributes map to ''. */
  attributes: Record<string, string>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attrs] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const a of attrs) {
    const i = a.indexOf('=');
    const key = (i === -1 ? a : a.slice(0, i)).trim().toLowerCase();
    if (key) attributes[key] = i === -1 ? '' : a.slice(i + 1).trim();
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

/** True when a Set-Cookie deletes the cookie (Max-Age <= 0 or Expires in the past). */
export function isDeletion(c: SetCookie): boolean {
  if (c.attributes['max-age'] !== undefined && Number(c.attributes['max-age']) <= 0) return true;
  if (c.attributes.expires !== undefined && Date.parse(c.attributes.expires) <= Date.now()) return true;
  return c.value === '';
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Res {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: any;
  text: string;
  setCookies: SetCookie[];
  /** The Set-Cookie for cms_session, if the response sent one. */
  sessionCookie: SetCookie | undefined;
  bytes: Buffer;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface RequestOptions {
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  /** Origin header for state-changing requests: the app's own by default (as a browser sends), null for none. */
  origin?: string | null;
  /** Do not send the session cookie. */
  anonymous?: boolean;
}

/** A multipart form holding `bytes` as the file field `field`, as a browser's file input sends it. */
export function fileForm(field: string, bytes: Uint8Array, filename: string, type: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

export class Client {
  /** The current session token (cookie value), if any. */
  token: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, opts: RequestOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const safe = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    const origin = opts.origin === undefined ? (safe ? null : this.baseUrl) : opts.origin;
    if (origin !== null && headers.origin === undefined) headers.origin = origin;
    if (this.token && !opts.anonymous) headers.cookie = `${SESSION_COOKIE}=${this.token}`;
    const res = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    const type = res.headers.get('content-type') ?? '';
    let parsed: unknown = text;
    if (type.includes('application/json') && text) parsed = JSON.parse(text);
    const setCookies = res.headers.getSetCookie().map(parseSetCookie);
    const sessionCookie = setCookies.find((c) => c.name === SESSION_COOKIE);
    if (sessionCookie && !opts.anonymous) this.token = isDeletion(sessionCookie) ? null : sessionCookie.value;
    return { status: res.status, headers: res.headers, body: parsed, text, setCookies, sessionCookie, bytes };
  }

  get(path: string, opts?: RequestOptions) {
    return this.request('GET', path, opts);
  }

  post(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request('POST', path, { ...opts, json: json ?? opts.json });
  }

  /** A copy sharing nothing but the current cookie (a second tab / a replayed cookie). */
  clone(): Client {
    const c = new Client(this.baseUrl);
    c.token = this.token;
    return c;
  }
}
