/**
 * The buyer's purchases (issue 21 item 5): every order with its invoice, credit note and refund, and
 * the refund request. Answers are checked against the contract's schemas.
 */
import {
  INVOICE_API,
  purchasesSchema,
  REFUND_API,
  refundRequestPath,
  refundResponseSchema,
  type RefundRequestInput,
} from '@cms/contract';
import { checkedApi, courseUrl } from '@/lib/api';
import { useFetchQuery } from '@/lib/fetch-query';
import { myOrderKeys, purchaseKeys } from '@/lib/query-keys';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

export const getPurchases = (signal?: AbortSignal) => checkedApi.get(purchasesSchema, REFUND_API.purchases, signal);

export function usePurchases() {
  return useFetchQuery(purchaseKeys.all, getPurchases);
}

export const requestRefund = (orderId: string, input: RefundRequestInput) =>
  checkedApi.post(refundResponseSchema, refundRequestPath(orderId), input);

/** Asks for a refund; whatever the answer, the purchases (and the buyer's orders) are fetched again. */
export function useRequestRefund(orderId: string) {
  return useRefetchingMutation(
    (input: RefundRequestInput) => requestRefund(orderId, input),
    [purchaseKeys.all, myOrderKeys.all],
  );
}

/** The PDF addresses of an invoice or receipt and of a credit note. */
export const invoicePdfUrl = (id: string) => courseUrl(INVOICE_API.invoicePdf, id);
export const creditNotePdfUrl = (id: string) => courseUrl(INVOICE_API.creditNotePdf, id);
