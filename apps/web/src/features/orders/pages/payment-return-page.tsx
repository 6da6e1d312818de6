/**
 * /student/payment-return and /lead/payment-return (spec sections 2, 4 and 8): the buyer is back
 * from checkout. With paymentId (PayPal: token) and PayerID the payment is captured once — even
 * when React runs the effect twice — then the stored order id is cleared, a toast confirms and the
 * buyer goes to My courses. Failures show the spec's titles and texts with Go to My Courses and,
 * once the buyer's orders name the course of this payment, Try again (Buy Now's checkout dialog for
 * that course: a new order, priced by the server) and Back to the course; ?cancelled=1 cancels the order and
 * says nothing was bought.
 */
import { PAYMENT_MSG, type CaptureInput } from '@cms/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, BookOpen, CircleSlash, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { LinkButton } from '@/components/link-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError, UNEXPECTED_RESPONSE } from '@/lib/api';
import { cn } from '@/lib/utils';

import {
  cancelOrder,
  captureOrder,
  clearStoredOrderId,
  getMyOrders,
  readStoredOrderId,
} from '@/features/orders/api/orders';
import { CheckoutDialog } from '@/features/orders/components/checkout/checkout-dialog';
import { learnerPaths, type LearnerArea } from '@/config/paths';
import { courseKeys, dashboardKeys, learningKeys, myOrderKeys } from '@/lib/query-keys';

/** What the return address carries. PayPal names the payment `token`; the sandbox `paymentId`. */
export function readReturnParams(params: URLSearchParams) {
  const cancelled = ['1', 'true'].includes(params.get('cancelled') ?? '');
  const paymentId = (params.get('paymentId') ?? params.get('token') ?? '').trim();
  const payerId = (params.get('PayerID') ?? '').trim();
  return { cancelled, paymentId, payerId };
}

/** Title and text of a failed capture (spec section 8). */
export function captureFailure(error: unknown, area: LearnerArea): { title: string; message: string } {
  if (isApiError(error)) {
    return { title: PAYMENT_MSG.paymentFailedTitle, message: error.message || PAYMENT_MSG.captureFailed };
  }
  if (error instanceof Error && error.message === UNEXPECTED_RESPONSE) {
    // The server answered, but not with a confirmed capture.
    return { title: PAYMENT_MSG.paymentFailedTitle, message: PAYMENT_MSG.captureFailed };
  }
  return {
    title: PAYMENT_MSG.paymentErrorTitle,
    message: area === 'lead' ? PAYMENT_MSG.leadCaptureException : PAYMENT_MSG.studentCaptureException,
  };
}

/**
 * The capture of a paid order (back from checkout, or Razorpay's handler): on success the stored
 * order id is cleared, the courses, learning and dashboards are fetched again, a toast confirms and
 * the buyer goes to My courses.
 */
export function useCaptureOrder(area: LearnerArea) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaptureInput) => captureOrder(input),
    onSuccess: async () => {
      clearStoredOrderId();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: learningKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
      toast.success(PAYMENT_MSG.paymentSuccessful);
      void navigate(learnerPaths(area).myCourses, { replace: true });
    },
  });
}

export function PaymentReturnPage({ area }: { area: LearnerArea }) {
  const [params] = useSearchParams();
  const { cancelled, paymentId, payerId } = readReturnParams(params);
  if (cancelled) return <CancelledCheckout area={area} paymentId={paymentId} />;
  if (!paymentId || !payerId) {
    return (
      <FailedPayment
        area={area}
        paymentId={paymentId}
        title={PAYMENT_MSG.paymentFailedTitle}
        message={PAYMENT_MSG.missingPaymentDetails}
      />
    );
  }
  return <Capture area={area} paymentId={paymentId} payerId={payerId} />;
}

function Capture({ area, paymentId, payerId }: { area: LearnerArea; paymentId: string; payerId: string }) {
  const { user } = useAuth();
  const started = useRef(false);
  const capture = useCaptureOrder(area);
  const { mutate } = capture;

  useEffect(() => {
    // Once per page, even when the effect runs twice (React StrictMode) or the user object changes.
    if (started.current || !user) return;
    started.current = true;
    const orderId = readStoredOrderId();
    mutate({ paymentId, payerId, ...(orderId ? { orderId } : {}) });
  }, [user, paymentId, payerId, mutate]);

  if (capture.isError) {
    const { title, message } = captureFailure(capture.error, area);
    return <FailedPayment area={area} paymentId={paymentId} title={title} message={message} />;
  }
  return (
    <Card className="mx-auto mt-6 max-w-lg p-8 text-center sm:mt-12">
      <h1 className="sr-only">Payment</h1>
      <div role="status" className="flex flex-col items-center gap-4">
        <Loader2 aria-hidden className="size-10 animate-spin text-primary" />
        <p className="text-lg font-semibold">{PAYMENT_MSG.paymentProcessing}</p>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">Please keep this page open.</p>
    </Card>
  );
}

function CancelledCheckout({ area, paymentId }: { area: LearnerArea; paymentId: string }) {
  const paths = learnerPaths(area);
  const started = useRef(false);
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSettled: () => clearStoredOrderId(),
  });
  const { mutate } = cancel;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderId = readStoredOrderId();
    if (!orderId && !paymentId) return;
    mutate({ ...(orderId ? { orderId } : {}), ...(paymentId ? { paymentId } : {}) });
  }, [paymentId, mutate]);

  const courseId = cancel.data?.courseId;
  return (
    <Outcome
      tone="neutral"
      title={PAYMENT_MSG.cancelledTitle}
      message={PAYMENT_MSG.cancelled}
      actions={
        <>
          {courseId ? (
            <LinkButton to={paths.course(courseId)} icon={ArrowLeft} variant="outline">
              {PAYMENT_MSG.backToCourse}
            </LinkButton>
          ) : null}
          <MyCoursesLink area={area} />
        </>
      }
    />
  );
}

/**
 * A payment that did not go through. The course comes from the buyer's own orders (the order kept by
 * Buy Now, else the one of this payment id); without it only Go to My Courses is offered.
 */
function FailedPayment({
  area,
  paymentId,
  title,
  message,
}: {
  area: LearnerArea;
  paymentId: string;
  title: string;
  message: string;
}) {
  const [orderId] = useState(readStoredOrderId);
  const orders = useQuery({
    queryKey: myOrderKeys.all,
    queryFn: ({ signal }) => getMyOrders(signal),
    retry: false,
  });
  const list = orders.data?.orders ?? [];
  const order =
    (orderId ? list.find((o) => o.id === orderId) : undefined) ??
    (paymentId ? list.find((o) => o.paymentId === paymentId) : undefined);
  return (
    <Outcome
      tone="error"
      title={title}
      message={message}
      actions={
        order ? (
          <>
            <TryAgainButton courseId={order.courseId} courseTitle={order.courseTitle} />
            <LinkButton to={learnerPaths(area).course(order.courseId)} icon={ArrowLeft} variant="outline">
              {PAYMENT_MSG.backToCourse}
            </LinkButton>
            <MyCoursesLink area={area} variant="outline" />
          </>
        ) : (
          <MyCoursesLink area={area} />
        )
      }
    />
  );
}

/** Try again: the checkout of Buy Now once more for the same course (a new order; the server sets its price). */
function TryAgainButton({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  return (
    <CheckoutDialog
      courseId={courseId}
      courseTitle={courseTitle}
      trigger={
        <Button variant="gradient">
          <RotateCcw aria-hidden />
          {PAYMENT_MSG.tryAgain}
        </Button>
      }
    />
  );
}

function MyCoursesLink({ area, variant = 'gradient' }: { area: LearnerArea; variant?: 'gradient' | 'outline' }) {
  return (
    <LinkButton to={learnerPaths(area).myCourses} icon={BookOpen} variant={variant}>
      {PAYMENT_MSG.goToMyCourses}
    </LinkButton>
  );
}

function Outcome({
  tone,
  title,
  message,
  actions,
}: {
  tone: 'error' | 'neutral';
  title: string;
  message: string;
  actions: ReactNode;
}) {
  const Icon = tone === 'error' ? AlertTriangle : CircleSlash;
  return (
    <Card className="mx-auto mt-6 max-w-lg p-8 text-center sm:mt-12">
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-destructive/10 text-destructive' : 'bg-accent text-accent-foreground',
        )}
      >
        <Icon aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <p role={tone === 'error' ? 'alert' : undefined} className="mt-2 text-muted-foreground">
        {message}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
    </Card>
  );
}
