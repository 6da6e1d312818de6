/**
 * The route guard of spec section 6, as one pure function.
 * Returns the path to redirect to, or null when the page may be shown.
 */
import { ROLE_HOME, type Role } from '@cms/contract';
import { paths } from '@/config/paths';

export interface GuardAuth {
  isLoading: boolean;
  isAuthenticated: boolean;
  role: Role;
}

export const VERIFY_PATH = paths.auth.verify;
export const SIGN_IN_PATH = paths.auth.signIn;
export const LANDING_PATH = paths.landing;

/**
 * The only pages an unauthenticated visitor may see (besides the landing page): home, sign-in and
 * sign-up under /auth (spec section 6), /auth itself (it goes on to sign-in) and the two pages of a
 * forgotten password.
 */
const PUBLIC_AUTH_PATHS = new Set<string>([
  paths.auth.root,
  paths.auth.home,
  paths.auth.signIn,
  paths.auth.signUp,
  paths.auth.forgotPassword,
  paths.auth.resetPassword,
]);

/** First path segment (lower-cased) → the role whose area it is. */
const AREA_ROLE: Record<string, Exclude<Role, 'Empty'>> = {
  admin: 'Admin',
  instructor: 'Instructor',
  lead: 'Lead',
  student: 'Student',
};

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The role whose area `pathname` is in, if any (case-insensitive, by first segment). */
export function areaRole(pathname: string): Exclude<Role, 'Empty'> | null {
  const first = normalize(pathname).split('/')[1]?.toLowerCase() ?? '';
  return AREA_ROLE[first] ?? null;
}

export function guardRedirect(pathname: string, auth: GuardAuth): string | null {
  if (auth.isLoading) return null; // the caller shows a spinner meanwhile
  const path = normalize(pathname);

  // The landing page is for everyone.
  if (path === LANDING_PATH) return null;

  if (!auth.isAuthenticated) {
    return PUBLIC_AUTH_PATHS.has(path) ? null : SIGN_IN_PATH;
  }

  // Authenticated but not yet verified: complete the profile first.
  if (auth.role === 'Empty') {
    return path === VERIFY_PATH ? null : VERIFY_PATH;
  }

  const home = ROLE_HOME[auth.role];

  // Real role: the visitors' pages and verification are done with.
  if (isUnder(path, paths.auth.root) || isUnder(path, paths.auth.checkRoot)) return home;

  // Another role's area: back to one's own home.
  const area = areaRole(path);
  if (area && area !== auth.role) return home;

  return null;
}
