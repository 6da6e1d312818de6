/**
 * The entry of the server build (vite build --ssr, into dist-ssr): renders a first screen (landing,
 * sign-in, sign-up) to HTML for a visitor without a session, with the same route tree, providers and
 * components as the client (src/main.tsx), which hydrates it. The server (apps/server/src/http/first-screens.ts)
 * passes the public answers the screens show, as the API sends them, and caches the result per
 * catalogue version.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PUBLIC_CONFIG_QUERY_KEY } from '@/features/auth/api/queries';
import { AUTH_QUERY_KEY, UNAUTHENTICATED } from '@/features/auth';
import { FEATURED_QUERY_KEY, featuredCoursesOf } from '@/features/landing/api/featured';
import { stateScript } from './first-screen-state';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';

/** The public answers a first screen shows: the bodies of GET /api/courses/featured and GET /api/config. */
export interface FirstScreenData {
  featured: unknown;
  config: unknown;
}

/** What the server puts in place of the built index.html's empty root element. */
export const ROOT_ELEMENT = '<div id="root"></div>';

function seededClient(data: FirstScreenData) {
  const client = createQueryClient();
  // Only visitors without a session get a rendered page (the server sends the shell to anyone else).
  client.setQueryData(AUTH_QUERY_KEY, UNAUTHENTICATED);
  client.setQueryData(PUBLIC_CONFIG_QUERY_KEY, data.config);
  try {
    client.setQueryData(FEATURED_QUERY_KEY, featuredCoursesOf(data.featured));
  } catch {
    // an unexpected answer: the landing shows its sample cards, and the client asks again
  }
  return client;
}

/**
 * The root element with the page at `url` rendered in it, followed by the query cache it was rendered
 * with; null when the route tree does not render a page there (a redirect or an error).
 */
export async function render(url: string, data: FirstScreenData): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;
  const client = seededClient(data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return `<div id="root">${html}</div>${stateScript(client)}`;
}
