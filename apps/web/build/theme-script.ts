/**
 * The theme on the first paint: a small inline script at the top of <head> that puts the stored
 * theme (light, dark or system, as the ThemeProvider reads it) on <html> before anything paints, so a
 * page rendered to HTML on the server shows in the right colours before any module has loaded. The
 * server allows exactly this script under its CSP by its sha256 hash (apps/server/src/http/first-screens.ts
 * hashes the inline scripts of the built index.html), so nothing else inline may run.
 */
import type { Plugin } from 'vite';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '../src/config/ui';

/** The same choice as readStoredTheme and applyTheme (src/components/theme/theme-provider.tsx). */
export const THEME_SCRIPT =
  `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `if(${JSON.stringify(THEMES)}.indexOf(t)<0)t=${JSON.stringify(DEFAULT_THEME)};` +
  `var d=t==="dark"||(t==="system"&&!!window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches);` +
  `var r=document.documentElement;r.classList.toggle("dark",d);r.dataset.theme=t})()`;

/** Puts THEME_SCRIPT first in the <head> of every HTML page of the build. */
export function themeScript(): Plugin {
  return {
    name: 'cms:theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
  };
}
