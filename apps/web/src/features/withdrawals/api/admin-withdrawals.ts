/**
 * The admin's withdrawals (spec 2 "Withdrawals", 4, 7, 8): every instructor's requests, newest
 * first, and approving or rejecting a pending one (once: a second decision is refused with 409).
 */
import {
  adminWithdrawalsSchema,
  INSTRUCTOR_ADMIN_API,
  instructorDetailSchema,
  processWithdrawalResponseSchema,
  WITHDRAWAL_API,
  type AdminWithdrawals,
  type AdminWithdrawalsQuery,
  type ProcessWithdrawalInput,
} from '@cms/contract';
import { checkedApi, courseUrl } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { usePageQuery } from '@/lib/page-query';
import { listPageUrl, unlessDefault } from '@/lib/with-query';
import { adminWithdrawalKeys, auditKeys, instructorKeys, withdrawalKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

export type WithdrawalFilter = AdminWithdrawalsQuery['status'];

export const adminWithdrawalsUrl = (p: AdminWithdrawalsQuery) =>
  listPageUrl(WITHDRAWAL_API.admin, p, { status: unlessDefault(p.status) });

export const getAdminWithdrawals = (p: AdminWithdrawalsQuery, signal?: AbortSignal): Promise<AdminWithdrawals> =>
  checkedApi.get(adminWithdrawalsSchema, adminWithdrawalsUrl(p), signal);

export const processWithdrawal = (id: string, input: ProcessWithdrawalInput) =>
  checkedApi.put(processWithdrawalResponseSchema, courseUrl(WITHDRAWAL_API.process, id), input);

/**
 * The instructor's balance now (the admins' instructor detail, read under the same key as its page),
 * for the Process dialog: read when the dialog opens, never from the list that may be old.
 */
export function useInstructorBalance(instructorId: string, enabled: boolean) {
  return useFetchQuery(
    instructorKeys.detail(instructorId),
    (signal) => checkedApi.get(instructorDetailSchema, courseUrl(INSTRUCTOR_ADMIN_API.profile, instructorId), signal),
    { select: (detail) => detail.balance, enabled, staleTime: 0 },
  );
}

export function useAdminWithdrawals(params: AdminWithdrawalsQuery) {
  return usePageQuery(adminWithdrawalKeys.list(params), (signal) => getAdminWithdrawals(params, signal));
}

/**
 * Approves or rejects one request. Whatever the answer (a refusal may mean another admin got there
 * first), the withdrawal lists, the instructors' figures and the audit log are fetched again.
 */
export function useProcessWithdrawal() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: ProcessWithdrawalInput }) => processWithdrawal(id, input),
    [withdrawalKeys.all, instructorKeys.all, auditKeys.all],
  );
}
