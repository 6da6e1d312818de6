import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import type { SessionUser } from '@cms/contract';

export type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  json({ error: { code: 'ERR', message, ...(fields ? { fields } : {}) } }, status);

/** Stubs fetch: check-auth answers with `user`, /api/config with Google disabled, the rest from `handlers` or 404. */
export function stubFetch(user: SessionUser | null, handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (handler) return handler(init, url);
    if (url.pathname === '/api/auth/check-auth')
      return json(user ? { success: true, user } : { success: false, user: null });
    if (url.pathname === '/api/config') return json({ googleEnabled: false });
    return apiError(404, 'Route not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls of a stubbed fetch with `method`, to `path` when given (as the app wrote it), in order. */
export const requestsSent = (fetchMock: ReturnType<typeof stubFetch>, method: string, path?: string) =>
  fetchMock.mock.calls.filter(([u, init]) => init?.method === method && (path === undefined || String(u) === path));

/** The app's query client, retrying as it does in the browser but without the back-off's waits (1 s, 2 s). */
function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/** Renders the whole app at `path`; `strict` wraps it in StrictMode (effects run twice). */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} useTransitions={strict ? undefined : false} />
    </AppProviders>
  );
  const utils = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...utils, router };
}

export const USERS = {
  empty: { userId: 'u1', role: 'Empty', name: 'Asha Verma', email: 'asha@college.edu', image: null },
  student: { userId: 'u2', role: 'Student', name: 'Ravi Kumar', email: 'ravi@college.edu', image: null },
  lead: { userId: 'u3', role: 'Lead', name: 'Meera Nair', email: 'meera@college.edu', image: null },
  instructor: { userId: 'u4', role: 'Instructor', name: 'Dr Sen', email: 'sen@college.edu', image: null },
  admin: { userId: 'u5', role: 'Admin', name: 'Admin User', email: 'admin@college.edu', image: null },
} satisfies Record<string, SessionUser>;
