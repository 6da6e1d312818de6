/**
 * /checkout/razorpay/:id — Razorpay's checkout step for the signed-in buyer (issue 21): loads
 * Razorpay Checkout's script (only here), opens it with the server's details of the order (public
 * key, Razorpay order id, amount, course, the buyer prefilled); on success the payment and its
 * signature go to the capture (the server checks the signature before capturing), then My courses
 * as after any payment; closing Checkout is the cancel flow of the payment-return page.
 */
import { PAYMENT_MSG, RAZORPAY_MSG, formatRupees, type RazorpayCheckout } from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BookOpen, CreditCard, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { LinkButton } from '@/components/link-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { learnerPaths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { storeOrderId } from '../api/orders';
import { getRazorpayCheckout, loadCheckoutScript } from '../api/razorpay';
import { captureFailure, useCaptureOrder } from './payment-return-page';

export function RazorpayCheckoutPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const area = user?.role === 'Lead' ? 'lead' : 'student';
  const paths = learnerPaths(area);
  const navigate = useNavigate();
  const [scriptFailed, setScriptFailed] = useState(false);
  const opened = useRef(false);

  const details = useQuery({
    queryKey: ['orders', 'razorpay-checkout', id],
    queryFn: ({ signal }) => getRazorpayCheckout(id, signal),
    retry: false,
    staleTime: Infinity,
  });
  const capture = useCaptureOrder(area);
  const { mutate } = capture;

  const open = useCallback(
    async (step: RazorpayCheckout) => {
      setScriptFailed(false);
      try {
        await loadCheckoutScript(step.scriptUrl);
      } catch {
        setScriptFailed(true);
        return;
      }
      const Razorpay = window.Razorpay!;
      new Razorpay({
        key: step.keyId,
        amount: step.amountPaise,
        currency: step.currency,
        order_id: step.razorpayOrderId,
        name: 'CMS',
        description: step.courseTitle,
        prefill: step.buyer,
        handler: (payment) =>
          mutate({
            orderId: step.orderId,
            paymentId: payment.razorpay_order_id,
            payerId: payment.razorpay_payment_id,
            signature: payment.razorpay_signature,
          }),
        // Closed without paying: the payment-return page's cancel flow (the order becomes Cancelled).
        modal: {
          ondismiss: () => {
            storeOrderId(step.orderId);
            void navigate(`${paths.paymentReturn}?cancelled=1`, { replace: true });
          },
        },
      }).open();
    },
    [mutate, navigate, paths.paymentReturn],
  );

  useEffect(() => {
    if (!details.data || opened.current) return;
    opened.current = true;
    void open(details.data);
  }, [details.data, open]);

  if (details.isError || capture.isError) {
    const failure = capture.isError
      ? captureFailure(capture.error, area)
      : {
          title: PAYMENT_MSG.paymentFailedTitle,
          message: isApiError(details.error) ? details.error.message : PAYMENT_MSG.captureFailed,
        };
    return (
      <Step>
        <AlertTriangle aria-hidden className="mx-auto size-10 text-destructive" />
        <h1 className="mt-3 text-xl font-semibold">{failure.title}</h1>
        <p role="alert" className="mt-2 text-muted-foreground">
          {failure.message}
        </p>
        <div className="mt-6">
          <LinkButton to={paths.myCourses} icon={BookOpen} variant="gradient">
            {PAYMENT_MSG.goToMyCourses}
          </LinkButton>
        </div>
      </Step>
    );
  }
  if (details.isPending || capture.isPending || capture.isSuccess) {
    return (
      <Step>
        <h1 className="sr-only">{RAZORPAY_MSG.title}</h1>
        <div role="status" className="flex flex-col items-center gap-4">
          <Loader2 aria-hidden className="size-10 animate-spin text-primary" />
          <p className="text-lg font-semibold">
            {details.isPending ? RAZORPAY_MSG.opening : PAYMENT_MSG.paymentProcessing}
          </p>
        </div>
      </Step>
    );
  }
  const step = details.data;
  return (
    <Step>
      <h1 className="text-xl font-semibold">{RAZORPAY_MSG.title}</h1>
      <p className="mt-2 text-muted-foreground">
        {step.courseTitle} · {formatRupees(step.amountPaise)}
      </p>
      {scriptFailed ? (
        <p role="alert" className="mt-4 text-destructive">
          {RAZORPAY_MSG.scriptFailed}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="gradient" onClick={() => void open(step)}>
          <CreditCard aria-hidden />
          {RAZORPAY_MSG.pay}
        </Button>
        <LinkButton to={paths.myCourses} icon={BookOpen} variant="outline">
          {PAYMENT_MSG.goToMyCourses}
        </LinkButton>
      </div>
    </Step>
  );
}

function Step({ children }: { children: ReactNode }) {
  return (
    <main className="px-4">
      <Card className="mx-auto mt-6 max-w-lg p-8 text-center sm:mt-12">{children}</Card>
    </main>
  );
}
