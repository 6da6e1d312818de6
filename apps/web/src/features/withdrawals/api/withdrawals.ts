/** The instructor's withdrawals (spec 2 "Withdrawals", 5, 7, 8): history, balance, UPI ID and new requests. */
import {
  WITHDRAWAL_API,
  withdrawalHistorySchema,
  withdrawalRequestResponseSchema,
  type WithdrawalRequestInput,
} from '@cms/contract';
import { checkedApi } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { earningsKeys, withdrawalKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

export const getWithdrawalHistory = (signal?: AbortSignal) =>
  checkedApi.get(withdrawalHistorySchema, WITHDRAWAL_API.history, signal);

export const requestWithdrawal = (input: WithdrawalRequestInput) =>
  checkedApi.post(withdrawalRequestResponseSchema, WITHDRAWAL_API.request, input);

export function useWithdrawalHistory() {
  return useFetchQuery(withdrawalKeys.history, getWithdrawalHistory);
}

/**
 * Sends a request. Whatever the answer (a refusal may mean the balance changed in another tab),
 * the history, the balance and the earnings summary are fetched again.
 */
export function useRequestWithdrawal() {
  return useRefetchingMutation(requestWithdrawal, [withdrawalKeys.history, earningsKeys.all]);
}
