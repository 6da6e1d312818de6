/**
 * Recording a payout: the payment reference (required, 6-64 letters, digits, - or _: the contract's
 * schema), Confirm Payment, then a confirmation dialog summarising the amount, the available balance
 * before and after, and the UPI ID before anything is sent. A 409
 * (already paid, over the balance, not payable) shows the server's message and the page reloads the
 * order. With `blockedReason` the form is disabled and the reason shown.
 */
import {
  formatRupees,
  PAYOUT_MSG,
  PAYOUT_REFERENCE_MAX,
  recordPayoutInputSchema,
  type PayoutContext,
  type RecordPayoutInput,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form';
import { errorMessage, isApiError } from '@/lib/api';
import { useRecordPayout } from '@/features/payouts/api/payouts';

type FormValues = z.input<typeof recordPayoutInputSchema>;

export function PayoutForm({ context }: { context: PayoutContext }) {
  const orderId = context.order.id;
  const record = useRecordPayout(orderId);
  const [confirming, setConfirming] = useState<RecordPayoutInput | null>(null);
  const form = useForm<FormValues, unknown, RecordPayoutInput>({
    resolver: zodResolver(recordPayoutInputSchema),
    defaultValues: { reference: '' },
  });
  const blocked = context.blockedReason;
  const disabled = Boolean(blocked) || record.isPending;

  const send = () => {
    if (!confirming) return;
    record.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(PAYOUT_MSG.recorded);
      },
      onError: (error) => {
        setConfirming(null);
        if (isApiError(error) && error.fields?.reference) {
          form.setError('reference', { message: error.fields.reference });
        }
        toast.error(errorMessage(error, PAYOUT_MSG.recordFailed));
      },
    });
  };

  return (
    <Card className="mb-6 p-5 sm:p-6" role="region" aria-labelledby="payout-form-title">
      <h2 id="payout-form-title" className="mb-5 text-lg font-semibold tracking-tight">
        Record the payment
      </h2>

      {blocked ? (
        <div
          role="alert"
          className="mb-5 flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm text-amber-900 dark:text-amber-200"
        >
          <Ban aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{blocked}</p>
        </div>
      ) : null}

      <form noValidate onSubmit={form.handleSubmit((values) => setConfirming(values))} className="space-y-5">
        <fieldset disabled={disabled} className="space-y-5 disabled:opacity-70">
          <TextField
            form={form}
            name="reference"
            id="payout-reference"
            label={PAYOUT_MSG.reference}
            hint={PAYOUT_MSG.referenceHint}
            maxLength={PAYOUT_REFERENCE_MAX}
            autoComplete="off"
            className="max-w-lg"
          />
          <Button type="submit" variant="gradient">
            <IndianRupee aria-hidden />
            {record.isPending ? PAYOUT_MSG.confirming : PAYOUT_MSG.confirm}
          </Button>
        </fieldset>
      </form>

      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !record.isPending && setConfirming(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{PAYOUT_MSG.confirm}?</AlertDialogTitle>
            <AlertDialogDescription>
              Record that you paid {context.instructor.name} for this sale. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <dl className="space-y-2 rounded-xl border bg-muted/40 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYOUT_MSG.payoutAmount}</dt>
              <dd className="font-semibold tabular-nums">{formatRupees(context.payoutPaise)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYOUT_MSG.availableBalance}</dt>
              <dd className="font-medium tabular-nums">{formatRupees(context.balance.availablePaise)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYOUT_MSG.balanceAfter}</dt>
              <dd className="font-medium tabular-nums">
                {formatRupees(context.balance.availablePaise - context.payoutPaise)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYOUT_MSG.upiId}</dt>
              <dd className="text-right font-medium break-all">{context.instructor.upi ?? PAYOUT_MSG.noUpi}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{PAYOUT_MSG.reference}</dt>
              <dd className="text-right font-mono font-medium break-all">{confirming?.reference}</dd>
            </div>
          </dl>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={record.isPending}>Cancel</AlertDialogCancel>
            <Button variant="gradient" onClick={send} disabled={record.isPending}>
              {record.isPending ? PAYOUT_MSG.confirming : PAYOUT_MSG.confirm}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
