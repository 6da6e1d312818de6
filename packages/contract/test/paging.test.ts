import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  adminWithdrawalsSchema,
  listQuerySchema,
  pageOf,
  searchQuery,
  userListQuerySchema,
} from '../src/index.js';

describe('listQuerySchema', () => {
  const query = listQuerySchema({ search: searchQuery, status: z.enum(['all', 'open']).default('all') });

  it('reads its own fields, then the page (query strings, coerced; defaults when absent)', () => {
    expect(query.parse({})).toEqual({ search: undefined, status: 'all', page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(query.parse({ search: '  sana ', status: 'open', page: '3', pageSize: '5' })).toEqual({
      search: 'sana',
      status: 'open',
      page: 3,
      pageSize: 5,
    });
  });

  it('refuses a page below 1 or a page size above the largest', () => {
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(query.safeParse({ pageSize: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
  });

  it("is every list's query: the users list's role filter and search", () => {
    expect(Object.keys(userListQuerySchema.shape)).toEqual(['role', 'search', 'page', 'pageSize']);
  });
});

describe('pageOf', () => {
  it("names the rows as the list does, then the list's own fields, then total, page and page size", () => {
    const page = pageOf('leads', z.object({ id: z.string() }), { open: z.number().int() });
    expect(Object.keys(page.shape)).toEqual(['leads', 'open', 'total', 'page', 'pageSize']);
    const value = { leads: [{ id: 'a' }], open: 1, total: 1, page: 1, pageSize: 20 };
    expect(page.parse(value)).toEqual(value);
    expect(page.safeParse({ ...value, leads: [{}] }).success).toBe(false);
    expect(page.safeParse({ leads: [], open: 0 }).success).toBe(false);
  });

  it("answers the admins' withdrawals with success and the pending count beside the page", () => {
    expect(Object.keys(adminWithdrawalsSchema.shape)).toEqual([
      'withdrawals',
      'success',
      'pending',
      'total',
      'page',
      'pageSize',
    ]);
  });
});
