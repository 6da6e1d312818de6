import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, vi } from 'vitest';
import { routes } from '@/app/router';

afterEach(() => {
  // What a test stubbed (fetch by stubFetch, XMLHttpRequest) goes back before the next test.
  vi.unstubAllGlobals();
  cleanup();
  // sonner keeps its toasts in a module-level store: one test's toasts must not show in the next.
  toast.dismiss();
  window.localStorage.clear();
});

// jsdom lacks matchMedia; the theme provider and sonner read it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Radix primitives use ResizeObserver and pointer capture APIs jsdom does not implement.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Lazy route chunks load through dynamic import: give slow (shared, busy) machines time.
configure({ asyncUtilTimeout: 5000 });

/** Runs every lazy route's loader, so each page module is imported (once per worker: web tests share modules). */
async function importLazyRoutes(tree: RouteObject[]): Promise<void> {
  await Promise.all(
    tree.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await importLazyRoutes(route.children);
    }),
  );
}

// A test's first findBy waits at most asyncUtilTimeout for what it looks for. Without this, that wait also
// covered importing the page's whole area chunk (seconds on a busy machine): the first test of a file failed
// now and then. Imported here, under the hook's own time-out, the pages are ready before any test starts.
beforeAll(() => importLazyRoutes(routes), 60_000);
