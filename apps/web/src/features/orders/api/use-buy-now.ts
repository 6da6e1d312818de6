/**
 * Buy Now (spec section 4 "Payment flow"): create the order, keep its id in session storage and
 * leave for the approval page. The button stays busy until the browser has left; a failure clears
 * it and shows a destructive toast with the server's message (spec section 8).
 */
import { PAYMENT_MSG } from '@cms/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api';
import { browser, createOrder, storeOrderId } from './orders';

export function useBuyNow(courseId: string) {
  const mutation = useMutation({
    mutationFn: () => createOrder(courseId),
    onSuccess: ({ orderId, approvalUrl }) => {
      storeOrderId(orderId);
      browser.assign(approvalUrl);
    },
    onError: (error) => {
      toast.error(isApiError(error) && error.message ? error.message : PAYMENT_MSG.orderCreateFailed);
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    // Back from checkout through the browser's page cache: the page is as it was left, busy.
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  return {
    buy: () => mutation.mutate(),
    /** Busy from the click until the browser leaves for checkout (or the order fails). */
    busy: mutation.isPending || mutation.isSuccess,
  };
}
