import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* No transitions: the new page is on screen as soon as the URL changes (no stale page to type into). */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
