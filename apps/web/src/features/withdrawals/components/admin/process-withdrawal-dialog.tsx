import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRupees,
  processWithdrawalInputSchema,
  WITHDRAWAL_MSG,
  WITHDRAWAL_REMARKS_MAX,
  withdrawalProcessedMessage,
  type AdminWithdrawal,
  type WithdrawalDecision,
} from '@cms/contract';
import { Check, Loader2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { factOfLook } from '@/components/fact';
import { TextareaField } from '@/components/ui/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { useInstructorBalance, useProcessWithdrawal } from '../../api/admin-withdrawals';

const remarksSchema = processWithdrawalInputSchema.pick({ remarks: true });
type RemarksForm = z.input<typeof remarksSchema>;

const Detail = factOfLook({
  className: 'flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4',
  labelClassName: 'text-muted-foreground',
  valueClassName: 'min-w-0 font-medium break-words sm:text-right',
});

/**
 * The Process dialog of a pending request (spec 2): its details, Remarks, Reject and Approve.
 * Both buttons wait while the decision is sent; a 409 (someone else processed it) shows the
 * server's message and the list is fetched again.
 */
export function ProcessWithdrawalDialog({
  withdrawal,
  open,
  onOpenChange,
}: DialogOpenProps & {
  withdrawal: AdminWithdrawal;
}) {
  const mutation = useProcessWithdrawal();
  const balance = useInstructorBalance(withdrawal.instructor.id, open);
  const available = balance.data?.availablePaise;
  const [decision, setDecision] = useState<WithdrawalDecision | null>(null);
  const form = useForm<RemarksForm>({ resolver: zodResolver(remarksSchema), defaultValues: { remarks: '' } });
  const busy = mutation.isPending;

  const decide = (status: WithdrawalDecision) =>
    form.handleSubmit(({ remarks }) => {
      setDecision(status);
      const text = remarks?.trim();
      mutation.mutate(
        { id: withdrawal.id, input: { status, ...(text ? { remarks: text } : {}) } },
        {
          onSuccess: () => {
            toast.success(withdrawalProcessedMessage(status));
            form.reset();
            onOpenChange(false);
          },
          onError: (error) => {
            if (isApiError(error) && error.status === 409) {
              toast.error(error.message || WITHDRAWAL_MSG.alreadyProcessed);
              onOpenChange(false);
              return;
            }
            const detail = isApiError(error) && error.status < 500 ? error.message : undefined;
            toast.error(WITHDRAWAL_MSG.processFailed, detail ? { description: detail } : undefined);
          },
        },
      );
    })();

  const busyIcon = (status: WithdrawalDecision, idle: ReactNode) =>
    busy && decision === status ? <Loader2 aria-hidden className="animate-spin" /> : idle;

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>{WITHDRAWAL_MSG.processTitle}</DialogTitle>
          <DialogDescription>
            {formatRupees(withdrawal.amountPaise)} to {withdrawal.instructor.name}
          </DialogDescription>
        </DialogHeader>
        <dl className="space-y-2 rounded-xl border bg-muted/40 p-4 text-sm">
          <Detail label={WITHDRAWAL_MSG.instructor}>
            {withdrawal.instructor.name}
            <span className="block text-xs font-normal break-all text-muted-foreground">
              {withdrawal.instructor.email}
            </span>
          </Detail>
          <Detail label={WITHDRAWAL_MSG.amount}>
            <span className="tabular-nums">{formatRupees(withdrawal.amountPaise)}</span>
          </Detail>
          <Detail label={WITHDRAWAL_MSG.upiId}>
            <span className="font-mono break-all">{withdrawal.upi}</span>
          </Detail>
          <Detail label={WITHDRAWAL_MSG.date}>{formatDate(withdrawal.date)}</Detail>
          <Detail label={WITHDRAWAL_MSG.availableBalance}>
            {available === undefined ? (
              <span className="text-muted-foreground">{balance.isError ? '—' : 'Loading...'}</span>
            ) : (
              <span className={available < 0 ? 'text-destructive tabular-nums' : 'tabular-nums'}>
                {formatRupees(available)}
              </span>
            )}
            <span className="block text-xs font-normal text-muted-foreground">{WITHDRAWAL_MSG.balanceHint}</span>
          </Detail>
          {withdrawal.remarks?.trim() ? <Detail label="Instructor's remarks">{withdrawal.remarks}</Detail> : null}
        </dl>
        {available !== undefined && available < 0 ? (
          <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {WITHDRAWAL_MSG.approvalExceedsBalance}
          </p>
        ) : null}
        <form onSubmit={(e) => e.preventDefault()} className="grid gap-4">
          <TextareaField
            form={form}
            name="remarks"
            id={`withdrawal-remarks-${withdrawal.id}`}
            label={WITHDRAWAL_MSG.remarks}
            rows={3}
            maxLength={WITHDRAWAL_REMARKS_MAX}
            disabled={busy}
            placeholder="Optional: a note for the instructor"
          />
          <DialogFooter>
            <Button
              variant="destructive"
              disabled={busy}
              aria-busy={busy && decision === 'rejected'}
              onClick={() => void decide('rejected')}
            >
              {busyIcon('rejected', <X aria-hidden />)}
              {WITHDRAWAL_MSG.reject}
            </Button>
            <Button
              disabled={busy || (available !== undefined && available < 0)}
              aria-busy={busy && decision === 'approved'}
              onClick={() => void decide('approved')}
            >
              {busyIcon('approved', <Check aria-hidden />)}
              {WITHDRAWAL_MSG.approve}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
