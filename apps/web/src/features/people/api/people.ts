/** The admins' people lists: leads (with their teams) and every user account. Search, filter and pages are the server's. */
import {
  leadListSchema,
  PEOPLE_API,
  userListSchema,
  userStatusResponseSchema,
  type LeadList,
  type LeadListQuery,
  type UserList,
  type UserListQuery,
} from '@cms/contract';
import { usePageQuery } from '@/lib/page-query';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { checkedApi, courseUrl } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { auditKeys, peopleKeys } from '@/lib/query-keys';

export const PEOPLE_PAGE_SIZE = 20;

/** The leads' search and page (the page size is PEOPLE_PAGE_SIZE). */
export type LeadParams = Pick<LeadListQuery, 'search' | 'page'>;
/** The users' role filter, search and page. */
export type UserParams = Pick<UserListQuery, 'role' | 'search' | 'page'>;

const pageOf = (page: number) => (page > 1 ? page : undefined);

export const getLeads = (params: LeadParams, signal?: AbortSignal): Promise<LeadList> =>
  checkedApi.get(
    leadListSchema,
    withQuery(PEOPLE_API.leads, { search: params.search, page: pageOf(params.page), pageSize: PEOPLE_PAGE_SIZE }),
    signal,
  );

export const getUsers = (params: UserParams, signal?: AbortSignal): Promise<UserList> =>
  checkedApi.get(
    userListSchema,
    withQuery(PEOPLE_API.users, {
      role: params.role === 'all' ? undefined : params.role,
      search: params.search,
      page: pageOf(params.page),
      pageSize: PEOPLE_PAGE_SIZE,
    }),
    signal,
  );

export function useLeads(params: LeadParams) {
  return usePageQuery(peopleKeys.leads(params), (signal) => getLeads(params, signal));
}

export function useUsers(params: UserParams) {
  return usePageQuery(peopleKeys.users(params), (signal) => getUsers(params, signal));
}

/** Disables an account (every session ends at once) or enables it again; the server refuses its own and the last active admin (409). */
export const setUserDisabled = (id: string, disabled: boolean) =>
  checkedApi.post(userStatusResponseSchema, courseUrl(disabled ? PEOPLE_API.disable : PEOPLE_API.enable, id));

/** Disable / Enable; whatever the answer, the people lists and the audit log are fetched again (the row updates). */
export function useSetUserDisabled() {
  return useRefetchingMutation(
    ({ id, disabled }: { id: string; disabled: boolean }) => setUserDisabled(id, disabled),
    [peopleKeys.all, auditKeys.all],
  );
}
