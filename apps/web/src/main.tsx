import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { applyTheme, readStoredTheme } from './components/theme/theme-provider';
import './index.css';

// Apply the stored theme before the first render: no flash, and no inline script under the CSP.
applyTheme(readStoredTheme());

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppProviders>
      {/* No transitions: the new page is on screen as soon as the URL changes (no stale page to type into). */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>
);

/**
 * The first render waits until the router has loaded the first page's lazy module (the first screens
 * preload it beside the entry), so the page is rendered once instead of the fallback and then the
 * page; it is a transition, which React renders in slices that leave the main thread free between
 * them. A page whose module takes longer than FIRST_RENDER_WAIT_MS shows the fallback meanwhile.
 */
const FIRST_RENDER_WAIT_MS = 300;
const root = createRoot(container);
let rendered = false;
const renderOnce = () => {
  if (rendered) return;
  rendered = true;
  unsubscribe();
  startTransition(() => root.render(app));
};
const unsubscribe = router.subscribe((state) => {
  if (state.initialized) renderOnce();
});
if (router.state.initialized) renderOnce();
else setTimeout(renderOnce, FIRST_RENDER_WAIT_MS);
