/**
 * The admins' instructors: the list (with the figures over every instructor), one instructor's
 * profile and stats, and that instructor's sales. Search, sort and pages are the server's. Also an
 * instructor's public page, which anyone may read.
 */
import {
  INSTRUCTOR_ADMIN_API,
  INSTRUCTOR_PUBLIC_API,
  instructorDetailSchema,
  instructorPublicPageSchema,
  instructorListSchema,
  salesPageSchema,
  type InstructorDetail,
  type InstructorList,
  type InstructorListQuery,
  type InstructorPublicPage,
  type SalesPage,
  type SalesQuery,
} from '@cms/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useFetchQuery } from '@/lib/fetch-query';
import { usePageQuery } from '@/lib/page-query';
import { checkedApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { instructorKeys } from '@/lib/query-keys';

export const INSTRUCTORS_PAGE_SIZE = 12;
export const SALES_PAGE_SIZE = 10;

/** The list's search and page (its page size is INSTRUCTORS_PAGE_SIZE). */
export type InstructorListParams = Pick<InstructorListQuery, 'search' | 'page'>;

/** An instructor's sales: search, sort and page (the page size is SALES_PAGE_SIZE). */
export type SalesParams = Pick<SalesQuery, 'search' | 'sort' | 'page'>;

const withId = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export const getInstructors = (params: InstructorListParams, signal?: AbortSignal): Promise<InstructorList> =>
  checkedApi.get(
    instructorListSchema,
    withQuery(INSTRUCTOR_ADMIN_API.list, {
      search: params.search,
      page: params.page > 1 ? params.page : undefined,
      pageSize: INSTRUCTORS_PAGE_SIZE,
    }),
    signal,
  );

export const getInstructor = (id: string, signal?: AbortSignal): Promise<InstructorDetail> =>
  checkedApi.get(instructorDetailSchema, withId(INSTRUCTOR_ADMIN_API.profile, id), signal);

export const getInstructorSales = (id: string, params: SalesParams, signal?: AbortSignal): Promise<SalesPage> =>
  checkedApi.get(
    salesPageSchema,
    withQuery(withId(INSTRUCTOR_ADMIN_API.sales, id), {
      search: params.search,
      sort: params.sort,
      page: params.page > 1 ? params.page : undefined,
      pageSize: SALES_PAGE_SIZE,
    }),
    signal,
  );

export function useInstructors(params: InstructorListParams) {
  return usePageQuery(instructorKeys.list(params), (signal) => getInstructors(params, signal));
}

export function useInstructor(id: string) {
  return useFetchQuery(instructorKeys.detail(id), (signal) => getInstructor(id, signal), { enabled: Boolean(id) });
}

export function useInstructorSales(id: string, params: SalesParams, enabled = true) {
  return useFetchQuery(instructorKeys.sales(id, params), (signal) => getInstructorSales(id, params, signal), {
    placeholderData: keepPreviousData,
    enabled: enabled && Boolean(id),
  });
}

/** GET INSTRUCTOR_PUBLIC_API.page: anyone, signed in or not. */
export const getInstructorPublicPage = (id: string, signal?: AbortSignal): Promise<InstructorPublicPage> =>
  checkedApi.get(instructorPublicPageSchema, withId(INSTRUCTOR_PUBLIC_API.page, id), signal);

export function useInstructorPublicPage(id: string) {
  return useFetchQuery(instructorKeys.publicPage(id), (signal) => getInstructorPublicPage(id, signal), {
    enabled: Boolean(id),
  });
}
