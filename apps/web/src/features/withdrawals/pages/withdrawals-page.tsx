/**
 * /instructor/withdrawals (spec 2 "Withdrawals", 5, 8): the request form beside the available
 * balance, and the history. Without a UPI ID the form gives way to a link to add one.
 */
import { WITHDRAWAL_MSG } from '@cms/contract';
import { Wallet } from 'lucide-react';
import { QueryErrorState } from '@/components/error-state';
import { LinkButton } from '@/components/link-button';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useWithdrawalHistory } from '@/features/withdrawals/api/withdrawals';
import { BalancePanel } from '@/features/withdrawals/components/balance-panel';
import { UpiRequired } from '@/features/withdrawals/components/upi-required';
import { WithdrawalForm } from '@/features/withdrawals/components/withdrawal-form';
import { WithdrawalHistory } from '@/features/withdrawals/components/withdrawal-history';

const FETCH_FAILED = 'Failed to load your withdrawals';

function WithdrawalsSkeleton() {
  return (
    <div role="status" aria-label="Loading your withdrawals" className="space-y-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
      <ListSkeleton count={3} className="space-y-3" />
    </div>
  );
}

export function WithdrawalsPage() {
  const query = useWithdrawalHistory();
  return (
    <>
      <PageHeader
        title={WITHDRAWAL_MSG.title}
        description="Ask for your earnings to be paid to your UPI ID, and follow your requests."
        actions={
          <LinkButton to={paths.instructor.earnings} icon={Wallet} variant="outline">
            Earnings
          </LinkButton>
        }
      />
      {query.isPending ? (
        <WithdrawalsSkeleton />
      ) : query.isError ? (
        <QueryErrorState query={query} fallback={FETCH_FAILED} />
      ) : (
        <div className="space-y-10">
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="lg:order-2">
              <BalancePanel balance={query.data.balance} upi={query.data.upi} />
            </div>
            {query.data.upi === null ? (
              <UpiRequired />
            ) : (
              <WithdrawalForm availablePaise={query.data.balance.availablePaise} />
            )}
          </div>
          <WithdrawalHistory withdrawals={query.data.withdrawals} />
        </div>
      )}
    </>
  );
}
