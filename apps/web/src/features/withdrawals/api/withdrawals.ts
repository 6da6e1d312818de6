/** The instructor's withdrawals (spec 2 "Withdrawals", 5, 7, 8): history, balance, UPI ID and new requests. */
import {
  WITHDRAWAL_API,
  withdrawalHistorySchema,
  withdrawalRequestResponseSchema,
  type WithdrawalRequestInput,
} from '@cms/contract';
import { api, parseResponse } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { earningsKeys, withdrawalKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

export const getWithdrawalHistory = async (signal?: AbortSignal) =>
  parseResponse(withdrawalHistorySchema, await api.get(WITHDRAWAL_API.history, signal));

export const requestWithdrawal = async (input: WithdrawalRequestInput) =>
  parseResponse(withdrawalRequestResponseSchema, await api.post(WITHDRAWAL_API.request, input));

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
