import { adminOrdersQuerySchema, outboxQuerySchema } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { readListQuery, writeListQuery } from './list-query';

describe('list query in the URL', () => {
  it('reads each value through the schema, a bad one falling back to its default', () => {
    const q = readListQuery(adminOrdersQuerySchema, new URLSearchParams('status=nope&sort=email&page=x&pageSize=3'));
    expect(q).toEqual({
      search: undefined,
      status: 'all',
      range: 'all',
      sort: 'email',
      dir: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(readListQuery(outboxQuerySchema, new URLSearchParams('search=%20sana%20&page=3'))).toMatchObject({
      search: 'sana',
      status: undefined,
      page: 3,
    });
  });

  it('writes changes back: defaults and blanks left out, page 1 unless a page is named', () => {
    const prev = new URLSearchParams('status=failed&page=4');
    expect(writeListQuery(outboxQuerySchema, prev, { kind: 'receipt' }).toString()).toBe('status=failed&kind=receipt');
    expect(writeListQuery(outboxQuerySchema, prev, { status: undefined, search: '  ' }).toString()).toBe('');
    expect(writeListQuery(outboxQuerySchema, prev, { page: 2 }).toString()).toBe('status=failed&page=2');
    expect(writeListQuery(adminOrdersQuerySchema, prev, { status: 'all', sort: 'date', dir: 'asc' }).toString()).toBe(
      'dir=asc',
    );
  });
});
