/** Process Payment: what the pay page shows about one order, and recording its payout. */
import {
  PAYOUT_API,
  payoutContextSchema,
  recordPayoutResponseSchema,
  type PayoutContext,
  type RecordPayoutInput,
} from '@cms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedApi } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { adminOrderKeys, auditKeys, instructorKeys, payoutKeys } from '@/lib/query-keys';
import { useRefetch } from '@/lib/refetching-mutation';

const orderUrl = (template: string, orderId: string) => template.replace(':orderId', encodeURIComponent(orderId));

export const getPayoutContext = (orderId: string, signal?: AbortSignal): Promise<PayoutContext> =>
  checkedApi.get(payoutContextSchema, orderUrl(PAYOUT_API.order, orderId), signal);

export const recordPayout = (orderId: string, input: RecordPayoutInput) =>
  checkedApi.post(recordPayoutResponseSchema, orderUrl(PAYOUT_API.record, orderId), input);

export function usePayoutContext(orderId: string) {
  return useFetchQuery(payoutKeys.order(orderId), (signal) => getPayoutContext(orderId, signal), {
    enabled: Boolean(orderId),
  });
}

/**
 * Records the payout. Afterwards (and after a refusal, which means the page was out of date) the
 * order's context, the instructors' figures and sales, the admin orders (their detail shows the
 * payout) and the audit log are read again.
 */
export function useRecordPayout(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefetch([payoutKeys.order(orderId), instructorKeys.all, auditKeys.all, adminOrderKeys.all]);
  return useMutation({
    mutationFn: (input: RecordPayoutInput) => recordPayout(orderId, input),
    onSuccess: (res) => {
      queryClient.setQueryData<PayoutContext>(payoutKeys.order(orderId), (old) =>
        old ? { ...old, payout: res.payout, balance: res.balance } : old,
      );
      void refresh();
    },
    onError: () => void refresh(),
  });
}
