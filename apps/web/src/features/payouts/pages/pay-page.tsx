/**
 * /Admin/pay/:id (spec 2: the pay page, built for real): the order, the instructor and the balance;
 * the payout if one was recorded, else the form to record one; the order's audit history.
 */
import { AUDIT_MSG, INSTRUCTORS_MSG, PAYOUT_MSG } from '@cms/contract';
import { FileQuestion } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { QueryErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { AuditHistory } from '@/features/audit';
import { usePayoutContext } from '@/features/payouts/api/payouts';
import { PaymentSummary } from '@/features/payouts/components/payment-summary';
import { PayoutForm } from '@/features/payouts/components/payout-form';
import { PayoutReceipt } from '@/features/payouts/components/payout-receipt';

export function PayPage() {
  const orderId = useParams().id ?? '';
  const query = usePayoutContext(orderId);
  const context = query.data;
  const back = context ? (
    <BackLink to={paths.admin.instructor(context.instructor.id)} label={PAYOUT_MSG.backToInstructor} />
  ) : (
    <BackLink to={paths.admin.instructors} label={INSTRUCTORS_MSG.backToInstructors} />
  );

  return (
    <>
      {back}
      <PageHeader title={PAYOUT_MSG.title} description={PAYOUT_MSG.subtitle} />
      {query.isPending ? (
        <div role="status" aria-label="Loading order">
          <div className="mb-6 grid gap-4 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-48 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState icon={FileQuestion} title={PAYOUT_MSG.orderNotFound} />
        ) : (
          <QueryErrorState query={query} fallback="Failed to load the order. Please try again." />
        )
      ) : (
        <>
          <PaymentSummary context={query.data} />
          {query.data.payout ? <PayoutReceipt payout={query.data.payout} /> : <PayoutForm context={query.data} />}
          <Card className="p-5 sm:p-6">
            <AuditHistory entries={query.data.audit} title={AUDIT_MSG.history} />
          </Card>
        </>
      )}
    </>
  );
}
