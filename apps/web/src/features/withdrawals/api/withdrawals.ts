/** The instructor's withdrawals (spec 2 "Withdrawals", 5, 7, 8): history, balance, UPI ID and new requests. */
import {
  WITHDRAWAL_API,
  withdrawalHistorySchema,
  withdrawalRequestResponseSchema,
  type WithdrawalRequestInput,
} from '@cms/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '@/lib/api';
import { earningsKeys, withdrawalKeys } from '@/lib/query-keys';

export const getWithdrawalHistory = async (signal?: AbortSignal) =>
  parseResponse(withdrawalHistorySchema, await api.get(WITHDRAWAL_API.history, signal));

export const requestWithdrawal = async (input: WithdrawalRequestInput) =>
  parseResponse(withdrawalRequestResponseSchema, await api.post(WITHDRAWAL_API.request, input));

export function useWithdrawalHistory() {
  return useQuery({ queryKey: withdrawalKeys.history, queryFn: ({ signal }) => getWithdrawalHistory(signal) });
}

/**
 * Sends a request. Whatever the answer (a refusal may mean the balance changed in another tab),
 * the history, the balance and the earnings summary are fetched again.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.history }),
        queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
      ]),
  });
}
