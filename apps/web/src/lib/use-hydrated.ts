import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page rendered on the server is shown before (or during) its hydration, true once
 * React has taken the page over (and always on a page rendered in the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
