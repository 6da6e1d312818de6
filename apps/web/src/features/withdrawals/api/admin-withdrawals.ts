/**
 * The admin's withdrawals (spec 2 "Withdrawals", 4, 7, 8): every instructor's requests, newest
 * first, and approving or rejecting a pending one (once: a second decision is refused with 409).
 */
import {
  adminWithdrawalsSchema,
  DEFAULT_PAGE_SIZE,
  processWithdrawalResponseSchema,
  WITHDRAWAL_API,
  type AdminWithdrawals,
  type AdminWithdrawalsQuery,
  type ProcessWithdrawalInput,
} from '@cms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePageQuery } from '@/lib/page-query';
import { api, courseUrl, parseResponse } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { adminWithdrawalKeys, auditKeys, withdrawalKeys } from '@/lib/query-keys';

export type WithdrawalFilter = AdminWithdrawalsQuery['status'];

export const adminWithdrawalsUrl = (p: AdminWithdrawalsQuery) =>
  withQuery(WITHDRAWAL_API.admin, {
    status: p.status === 'all' ? undefined : p.status,
    page: p.page > 1 ? p.page : undefined,
    pageSize: p.pageSize === DEFAULT_PAGE_SIZE ? undefined : p.pageSize,
  });

export const getAdminWithdrawals = async (p: AdminWithdrawalsQuery, signal?: AbortSignal): Promise<AdminWithdrawals> =>
  parseResponse(adminWithdrawalsSchema, await api.get(adminWithdrawalsUrl(p), signal));

export const processWithdrawal = async (id: string, input: ProcessWithdrawalInput) =>
  parseResponse(processWithdrawalResponseSchema, await api.put(courseUrl(WITHDRAWAL_API.process, id), input));

export function useAdminWithdrawals(params: AdminWithdrawalsQuery) {
  return usePageQuery(adminWithdrawalKeys.list(params), (signal) => getAdminWithdrawals(params, signal));
}

/**
 * Approves or rejects one request. Whatever the answer (a refusal may mean another admin got there
 * first), the withdrawal lists and the audit log are fetched again.
 */
export function useProcessWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProcessWithdrawalInput }) => processWithdrawal(id, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
