/**
 * Where sonner's Toaster comes from once sonner is loaded (by lib/toast). The app's toast host
 * (app/providers) draws it from then on: the first screen loads no toast code until a toast is
 * needed. Sonner replays the toasts created before its Toaster mounted.
 */
import { createElement, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import type { ToasterProps } from 'sonner';

let toaster: ComponentType<ToasterProps> | null = null;
const listeners = new Set<() => void>();

/** Called by lib/toast when it is evaluated. */
export function provideToaster(component: ComponentType<ToasterProps>): void {
  if (toaster) return;
  toaster = component;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Draws sonner's Toaster with `props` once sonner has loaded; nothing before. */
export function useToaster(): ((props: ToasterProps) => ReactElement) | null {
  // Nothing in a page rendered on the server, nor while hydrating it (the toaster mounts just after).
  const component = useSyncExternalStore(
    subscribe,
    () => toaster,
    () => null,
  );
  return component ? (props) => createElement(component, props) : null;
}
