/**
 * Role requests (ROLE_APPROVAL, issue 19): the applicant's latest request (the waiting home, the
 * reason of a rejection) and the admins' approvals list, its pending count (the nav badge) and the
 * two decisions.
 */
import {
  adminRoleRequestsSchema,
  decideRoleRequestResponseSchema,
  myRoleRequestSchema,
  ROLE_REQUEST_API,
  UNREAD_POLL_MS,
  type AdminRoleRequests,
  type AdminRoleRequestsQuery,
  type MyRoleRequest,
} from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { checkedApi, courseUrl } from '@/lib/api';
import { usePageQuery } from '@/lib/page-query';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { auditKeys, peopleKeys, roleRequestKeys } from '@/lib/query-keys';
import { listPageUrl, unlessDefault } from '@/lib/with-query';

/** How often a pending request (the applicant's waiting home) and the admins' badge are asked again. */
export const ROLE_REQUEST_POLL_MS = UNREAD_POLL_MS;

export type RoleRequestFilter = AdminRoleRequestsQuery['status'];

export const getMyRoleRequest = (signal?: AbortSignal): Promise<MyRoleRequest> =>
  checkedApi.get(myRoleRequestSchema, ROLE_REQUEST_API.mine, signal);

export const adminRoleRequestsUrl = (p: Pick<AdminRoleRequestsQuery, 'status' | 'page' | 'pageSize'>) =>
  listPageUrl(ROLE_REQUEST_API.admin, p, { status: unlessDefault(p.status, 'pending') });

export const getAdminRoleRequests = (
  p: Pick<AdminRoleRequestsQuery, 'status' | 'page' | 'pageSize'>,
  signal?: AbortSignal,
): Promise<AdminRoleRequests> => checkedApi.get(adminRoleRequestsSchema, adminRoleRequestsUrl(p), signal);

export const approveRoleRequest = (id: string) =>
  checkedApi.post(decideRoleRequestResponseSchema, courseUrl(ROLE_REQUEST_API.approve, id));

export const rejectRoleRequest = (id: string, reason: string) =>
  checkedApi.post(decideRoleRequestResponseSchema, courseUrl(ROLE_REQUEST_API.reject, id), { reason });

/**
 * The caller's latest request. While it is pending it is asked again every ROLE_REQUEST_POLL_MS and
 * when the window gets the focus back (the decision shows without a reload).
 */
export function useMyRoleRequest() {
  return useQuery({
    queryKey: roleRequestKeys.mine,
    queryFn: ({ signal }) => getMyRoleRequest(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.request?.status === 'pending' ? ROLE_REQUEST_POLL_MS : false),
  });
}

/** A page of the admins' list (the filter and page in the URL). */
export function useAdminRoleRequests(params: AdminRoleRequestsQuery) {
  return usePageQuery(roleRequestKeys.admin(params), (signal) => getAdminRoleRequests(params, signal));
}

/** The pending count of the nav badge: the smallest page of the pending list, asked on focus and every ROLE_REQUEST_POLL_MS. */
export function usePendingRoleRequests() {
  return useQuery({
    queryKey: roleRequestKeys.pending,
    queryFn: async ({ signal }) =>
      (await getAdminRoleRequests({ status: 'pending', page: 1, pageSize: 1 }, signal)).pending,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: ROLE_REQUEST_POLL_MS,
  });
}

/**
 * Approves (no reason) or rejects (with one) a request. Whatever the answer (another admin may have
 * decided first), the lists, the badge, the users list and the audit log are fetched again.
 */
export function useDecideRoleRequest() {
  return useRefetchingMutation(
    ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined ? approveRoleRequest(id) : rejectRoleRequest(id, reason),
    [roleRequestKeys.all, peopleKeys.all, auditKeys.all],
  );
}
