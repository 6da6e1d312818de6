/**
 * Buy Now's payment (spec section 4 "Payment flow"): create the order with the buyer's checkout
 * choices, keep its id in session storage and leave for the approval page. The button stays busy
 * until the browser has left. A 100 % coupon answers with the enrolment: a toast, then the
 * learning page. Failures go to the caller (field messages under the fields, else a toast).
 */
import { CHECKOUT_MSG, type CreateOrderInput } from '@cms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { courseKeys, dashboardKeys, learningKeys, myOrderKeys } from '@/lib/query-keys';
import { browser, createOrder, storeOrderId } from './orders';

/** The in-app path of an address on this origin (the learning page of a free order); null otherwise. */
function inAppPath(url: string): string | null {
  const target = new URL(url, window.location.href);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : null;
}

export function useBuyNow({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input),
    onSuccess: async ({ orderId, approvalUrl, enrolmentId }) => {
      const path = enrolmentId ? inAppPath(approvalUrl) : null;
      if (!enrolmentId || !path) {
        if (!enrolmentId) storeOrderId(orderId);
        browser.assign(approvalUrl);
        return;
      }
      // Enrolled at once (a 100 % coupon): the learning page, inside the app so the toast stays.
      await Promise.all(
        [courseKeys.all, learningKeys.all, dashboardKeys.all, myOrderKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      toast.success(CHECKOUT_MSG.enrolled);
      void navigate(path);
    },
    onError,
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
    buy: (input: CreateOrderInput) => mutation.mutate(input),
    /** Busy from the click until the browser leaves for checkout (or the order fails). */
    busy: mutation.isPending || mutation.isSuccess,
  };
}
