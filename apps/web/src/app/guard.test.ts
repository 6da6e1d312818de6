import { ROLE_HOME, type Role } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { areaRole, guardRedirect, type GuardAuth } from './guard';

const loading: GuardAuth = { isLoading: true, isAuthenticated: false, role: 'Empty' };
const anon: GuardAuth = { isLoading: false, isAuthenticated: false, role: 'Empty' };
const empty: GuardAuth = { isLoading: false, isAuthenticated: true, role: 'Empty' };
const as = (role: Exclude<Role, 'Empty'>): GuardAuth => ({ isLoading: false, isAuthenticated: true, role });

const REAL_ROLES = ['Admin', 'Instructor', 'Lead', 'Student'] as const;
const AREA_PATHS: Record<(typeof REAL_ROLES)[number], string[]> = {
  Admin: ['/Admin/courses', '/Admin/users', '/Admin/leads', '/Admin/courses/coureview/1', '/admin/courses'],
  Instructor: ['/instructor/dashboard', '/instructor/profile/update', '/INSTRUCTOR/new'],
  Lead: ['/lead/dashboard', '/lead/members', '/Lead/mycourses/view-page/9'],
  Student: ['/student/dashboard', '/student/payment-return', '/Student/courses/3'],
};

/** The auth pages a signed-in user is sent away from. */
const AUTH_PAGES = [
  '/auth',
  '/auth/home',
  '/auth/signin',
  '/auth/signup',
  '/auth/forgot-password',
  '/auth/reset-password',
];

describe('guardRedirect', () => {
  it('does nothing while the auth state is loading (the guard shows a spinner)', () => {
    for (const p of ['/', '/auth/signin', '/student/dashboard', '/Admin/courses', '/check/verify']) {
      expect(guardRedirect(p, loading)).toBeNull();
    }
  });

  it('lets everyone see the landing page', () => {
    for (const auth of [anon, empty, ...REAL_ROLES.map(as)]) expect(guardRedirect('/', auth)).toBeNull();
  });

  describe('unauthenticated', () => {
    it('may see /auth, /auth/home, /auth/signin and /auth/signup', () => {
      for (const p of [
        '/auth',
        '/auth/',
        '/auth/home',
        '/auth/home/',
        '/auth/signin',
        '/auth/signup',
        '/auth/signup/',
      ]) {
        expect(guardRedirect(p, anon)).toBeNull();
      }
    });
    it('may see the forgotten-password pages (the reset link carries its token in the query)', () => {
      for (const p of ['/auth/forgot-password', '/auth/reset-password', '/auth/reset-password/']) {
        expect(guardRedirect(p, anon)).toBeNull();
      }
    });
    it('is sent to /auth/signin from anywhere else', () => {
      for (const p of [
        '/check/verify',
        '/student/dashboard',
        '/lead/members',
        '/instructor/new',
        '/Admin/courses',
        '/auth/other',
        '/auth/home/more',
        '/auth/Home',
      ]) {
        expect(guardRedirect(p, anon)).toBe('/auth/signin');
      }
    });
  });

  describe('authenticated with role Empty', () => {
    it('stays on /check/verify', () => {
      expect(guardRedirect('/check/verify', empty)).toBeNull();
    });
    it('is sent to /check/verify from auth pages and every area', () => {
      for (const p of [
        ...AUTH_PAGES,
        '/student/dashboard',
        '/lead/dashboard',
        '/instructor/dashboard',
        '/Admin/courses',
      ]) {
        expect(guardRedirect(p, empty)).toBe('/check/verify');
      }
    });
  });

  describe.each(REAL_ROLES)('authenticated %s', (role) => {
    const auth = as(role);
    const home = ROLE_HOME[role];

    it('is sent home from the auth pages and /check/verify', () => {
      for (const p of [...AUTH_PAGES, '/check/verify']) {
        expect(guardRedirect(p, auth)).toBe(home);
      }
    });

    it('may use its own area', () => {
      for (const p of AREA_PATHS[role]) expect(guardRedirect(p, auth)).toBeNull();
      expect(guardRedirect(home, auth)).toBeNull();
    });

    it("is sent home from another role's area (case-insensitive)", () => {
      for (const other of REAL_ROLES.filter((r) => r !== role)) {
        for (const p of AREA_PATHS[other]) expect(guardRedirect(p, auth)).toBe(home);
      }
    });
  });

  it('homes are the ones of the contract', () => {
    // Each role's home is the first path of its area above.
    expect(ROLE_HOME).toEqual(Object.fromEntries(REAL_ROLES.map((role) => [role, AREA_PATHS[role][0]])));
  });
});

describe('areaRole', () => {
  it('reads the area from the first segment only', () => {
    expect(areaRole('/Admin/leads')).toBe('Admin');
    expect(areaRole('/admin/courses')).toBe('Admin');
    expect(areaRole('/lead/dashboard')).toBe('Lead');
    expect(areaRole('/student')).toBe('Student');
    expect(areaRole('/auth/signin')).toBeNull();
    expect(areaRole('/')).toBeNull();
  });
});
