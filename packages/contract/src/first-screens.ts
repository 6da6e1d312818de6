/**
 * The first screens: pages the built web app writes an HTML file of their own for (its index.html
 * plus modulepreload links for the page's chunks, so they load beside the entry instead of after it).
 * Declared here once, zod-free, and read by the web build (apps/web/build/first-screen-html.ts), the
 * router (apps/web/src/app/router.tsx, its loader of each page) and the server, which sends the file
 * for the screen's paths (apps/server/src/http/web-app.ts) with the page rendered into it to a visitor
 * without a session (apps/server/src/http/first-screens.ts). Any other page gets index.html.
 */
import { SIGN_IN_PATH, SIGN_UP_PATH } from './paths.js';

export interface FirstScreenDeclaration {
  /** The app's paths that show the screen, as written (matched case-sensitively). */
  paths: readonly string[];
  /** The HTML file the build writes beside index.html. */
  html: string;
  /** The page module whose chunks the file preloads, relative to the web app's root. */
  page: string;
}

export const FIRST_SCREENS = {
  // The landing page for visitors, at / and at /auth/home (spec route tree).
  landing: { paths: ['/', '/auth/home'], html: 'landing.html', page: 'src/features/landing/pages/landing-page.tsx' },
  signIn: { paths: [SIGN_IN_PATH], html: 'sign-in.html', page: 'src/features/auth/pages/sign-in-page.tsx' },
  signUp: { paths: [SIGN_UP_PATH], html: 'sign-up.html', page: 'src/features/auth/pages/sign-up-page.tsx' },
} as const satisfies Record<string, FirstScreenDeclaration>;

export type FirstScreen = keyof typeof FIRST_SCREENS;

/** A first screen's path → its HTML file. */
export const FIRST_SCREEN_HTML: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(FIRST_SCREENS).flatMap((screen) => screen.paths.map((p) => [p, screen.html])),
);
