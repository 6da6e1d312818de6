/**
 * The admins' refunds (issue 21 item 4): the list (status filter, pages), approving or rejecting a
 * request, and refunding a paid order outright. Answers are checked against the contract's schemas.
 * A decision changes the orders, the buyer's purchases, the instructor's balance and the audit log,
 * so whatever the answer (a refusal may mean another admin decided first) they are fetched again.
 */
import {
  orderRefundPath,
  REFUND_API,
  refundApprovePath,
  refundListSchema,
  refundRejectPath,
  refundResponseSchema,
  type AdminRefundInput,
  type RefundList,
  type RefundListQuery,
  type RefundRejectInput,
} from '@cms/contract';
import { checkedApi } from '@/lib/api';
import { usePageQuery } from '@/lib/page-query';
import {
  adminOrderKeys,
  auditKeys,
  earningsKeys,
  instructorKeys,
  purchaseKeys,
  refundKeys,
  withdrawalKeys,
} from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { listPageUrl, unlessDefault } from '@/lib/with-query';

export const adminRefundsUrl = (p: RefundListQuery) =>
  listPageUrl(REFUND_API.adminList, p, { status: unlessDefault(p.status) });

export const getAdminRefunds = (p: RefundListQuery, signal?: AbortSignal): Promise<RefundList> =>
  checkedApi.get(refundListSchema, adminRefundsUrl(p), signal);

export function useAdminRefunds(params: RefundListQuery) {
  return usePageQuery(refundKeys.list(params), (signal) => getAdminRefunds(params, signal));
}

export const approveRefund = (id: string) => checkedApi.post(refundResponseSchema, refundApprovePath(id));

export const rejectRefund = (id: string, input: RefundRejectInput) =>
  checkedApi.post(refundResponseSchema, refundRejectPath(id), input);

export const refundOrder = (orderId: string, input: AdminRefundInput) =>
  checkedApi.post(refundResponseSchema, orderRefundPath(orderId), input);

/** Everything a refund changes. */
const REFETCH_AFTER_REFUND = [
  refundKeys.all,
  adminOrderKeys.all,
  purchaseKeys.all,
  instructorKeys.all,
  earningsKeys.all,
  withdrawalKeys.all,
  auditKeys.all,
];

export function useApproveRefund() {
  return useRefetchingMutation(approveRefund, REFETCH_AFTER_REFUND);
}

export function useRejectRefund() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: RefundRejectInput }) => rejectRefund(id, input),
    REFETCH_AFTER_REFUND,
  );
}

export function useRefundOrder(orderId: string) {
  return useRefetchingMutation((input: AdminRefundInput) => refundOrder(orderId, input), REFETCH_AFTER_REFUND);
}
