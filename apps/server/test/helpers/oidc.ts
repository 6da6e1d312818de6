/**
 * A real local OpenID provider (oidc-provider with its development login and consent pages) and a
 * tiny browser (cookie jar per host, manual redirects, form posts) to drive the sign-in flow.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './postgres.js';
import { closeServer } from './loopback-server.js';

export interface IdentityClaims {
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims by login name (the login typed into the provider's form is the account id / sub). */
  accounts: Map<string, IdentityClaims>;
  close(): Promise<void>;
}

export async function startProvider(redirectUris: string[]): Promise<LocalProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'cms-test-client';
  const clientSecret = 'cms-test-client-secret-0123456789abcdef';
  const accounts = new Map<string, IdentityClaims>();
  const signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    use: 'sig',
    kid: 'test',
  };
  // devInteractions announces itself as development-only on the console: expected here
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING')) return;
    warn(...args);
  };
  let provider: Provider;
  try {
    provider = new Provider(issuer, {
      jwks: { keys: [signingKey] },
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      // the app must use PKCE even as a confidential client
      pkce: { required: () => true },
      cookies: { keys: ['cms-test-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => {
          const claims = accounts.get(id) ?? {
            email: `${id}@gmail.test`,
            email_verified: true,
            name: 'Google Person',
            picture: `https://lh3.example.test/${id}.png`,
          };
          return { sub: id, ...claims };
        },
      }),
      features: { devInteractions: { enabled: true } },
    });
  } finally {
    console.warn = warn;
  }
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => closeServer(server),
  };
}

interface StoredCookie {
  value: string;
  path: string;
}

export interface BrowserResponse {
  url: URL;
  status: number;
  headers: Headers;
  text: string;
  location: URL | null;
}

/** Cookie jar per host (path-matched), no automatic redirects. */
export class Browser {
  private readonly jars = new Map<string, Map<string, StoredCookie>>();

  cookie(host: string, name: string): string | undefined {
    return this.jars.get(host)?.get(name)?.value;
  }

  private cookieHeader(url: URL): string {
    const jar = this.jars.get(url.host);
    if (!jar) return '';
    return [...jar.entries()]
      .filter(
        ([, c]) =>
          url.pathname === c.path ||
          url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
          c.path === '/',
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(url: URL, headers: Headers) {
    const jar = this.jars.get(url.host) ?? new Map<string, StoredCookie>();
    this.jars.set(url.host, jar);
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const a of attrs) {
        const [k = '', v = ''] = a.split('=').map((s) => s.trim());
        if (k.toLowerCase() === 'path') path = v || '/';
        if (k.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
        if (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now()) expired = true;
      }
      if (expired) jar.delete(name);
      else jar.set(name, { value, path });
    }
  }

  async request(
    url: URL | string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<BrowserResponse> {
    const target = new URL(url);
    const headers: Record<string, string> = { accept: 'text/html,application/json' };
    const cookie = this.cookieHeader(target);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = target.origin;
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(target, res.headers);
    const text = await res.text();
    const loc = res.headers.get('location');
    return { url: target, status: res.status, headers: res.headers, text, location: loc ? new URL(loc, target) : null };
  }
}

/** The first form of an HTML page: its action and hidden inputs. */
export function parseForm(html: string, base: URL): { action: URL; hidden: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in page:\n${html.slice(0, 500)}`);
  const hidden: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(m[0])?.[1];
    const value = /value="([^"]*)"/.exec(m[0])?.[1] ?? '';
    if (name) hidden[name] = value;
  }
  const action = form[1]!.replace(/&amp;/g, '&');
  return { action: new URL(action, base), hidden };
}
