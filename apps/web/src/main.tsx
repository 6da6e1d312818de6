import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readFirstScreenState, restoreFirstScreenState } from './app/first-screen-state';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { applyTheme, readStoredTheme } from './components/theme/theme-provider';
import './index.css';

// The inline script of index.html (build/theme-script.ts) has put the theme on <html> already; again
// here for a page opened without it (the dev server).
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const appWith = (router: ReturnType<typeof createAppRouter>, queryClient: ReturnType<typeof createQueryClient>) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      {/* No transitions: the new page is on screen as soon as the URL changes (no stale page to type into). */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>
);

/**
 * A first screen the server rendered to HTML (src/app/render-first-screen.tsx): the query cache it was
 * rendered with goes back into the client's, the page's lazy module loads (preloaded beside the entry),
 * and React hydrates the HTML in place: the same tree, so nothing on screen changes.
 */
async function hydrateFirstScreen(root: HTMLElement, state: NonNullable<ReturnType<typeof readFirstScreenState>>) {
  const queryClient = createQueryClient();
  restoreFirstScreenState(queryClient, state);
  await resolveLazyRoutes(window.location.pathname);
  const app = appWith(createAppRouter(), queryClient);
  // In a transition: React hydrates in slices and leaves the main thread free between them (the page
  // is on screen already; a click meanwhile hydrates its part first).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/**
 * Any other page: the first render waits until the router has loaded the first page's lazy module
 * (the first screens preload it beside the entry), so the page is rendered once instead of the fallback
 * and then the page; it is a transition, which React renders in slices that leave the main thread free
 * between them. A page whose module takes longer than FIRST_RENDER_WAIT_MS shows the fallback meanwhile.
 */
const FIRST_RENDER_WAIT_MS = 300;
function renderApp(root: HTMLElement) {
  const router = createAppRouter();
  const reactRoot = createRoot(root);
  const app = appWith(router, createQueryClient());
  let rendered = false;
  const renderOnce = () => {
    if (rendered) return;
    rendered = true;
    unsubscribe();
    startTransition(() => reactRoot.render(app));
  };
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) renderOnce();
  });
  if (router.state.initialized) renderOnce();
  else setTimeout(renderOnce, FIRST_RENDER_WAIT_MS);
}

const firstScreen = readFirstScreenState();
if (firstScreen) void hydrateFirstScreen(container, firstScreen);
else renderApp(container);
