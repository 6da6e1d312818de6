/**
 * The request form (spec 5, 8): an amount in rupees (sent as integer paise) and optional remarks.
 * Refused without a request, the message under the amount (spec 5 names a toast; one place per
 * message, issue 19: a listed deviation): a missing, non-numeric or non-positive amount (Please enter
 * a valid amount) and an amount above the available balance. The server checks both again and
 * answers 409 when another tab got there first: its message under the amount too. Outcomes without
 * a field (success, a failure) are toasts.
 */
import {
  formatRupees,
  WITHDRAWAL_MAX_PAISE,
  WITHDRAWAL_MSG,
  WITHDRAWAL_REMARKS_MAX,
  type WithdrawalRequestInput,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { TextareaField, TextField } from '@/components/ui/form';
import { errorMessage, isApiError } from '@/lib/api';
import { useRequestWithdrawal } from '@/features/withdrawals/api/withdrawals';
import { rupeesToPaise } from '@/lib/rupees';

/** The form's rules for a given available balance: the amount comes out in paise. */
export const withdrawalFormSchema = (availablePaise: number) =>
  z.object({
    amount: z.string().transform((text, ctx) => {
      const paise = rupeesToPaise(text);
      if (paise === null || paise <= 0) {
        ctx.addIssue({ code: 'custom', message: WITHDRAWAL_MSG.invalidAmount });
        return z.NEVER;
      }
      if (paise > availablePaise || paise > WITHDRAWAL_MAX_PAISE) {
        ctx.addIssue({ code: 'custom', message: WITHDRAWAL_MSG.exceedsBalance });
        return z.NEVER;
      }
      return paise;
    }),
    remarks: z.string().trim().max(WITHDRAWAL_REMARKS_MAX, `At most ${WITHDRAWAL_REMARKS_MAX} characters`),
  });

type FormSchema = ReturnType<typeof withdrawalFormSchema>;
type FormValues = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;

const EMPTY: FormValues = { amount: '', remarks: '' };

export function WithdrawalForm({ availablePaise }: { availablePaise: number }) {
  const request = useRequestWithdrawal();
  // The balance can change while the form is open (a refetch): react-hook-form takes the latest rules.
  const resolver = useMemo(() => zodResolver(withdrawalFormSchema(availablePaise)), [availablePaise]);
  const form = useForm<FormValues, unknown, FormOutput>({ resolver, defaultValues: EMPTY });

  const onValid = ({ amount, remarks }: FormOutput) => {
    if (request.isPending) return;
    const input: WithdrawalRequestInput = { amountPaise: amount, ...(remarks ? { remarks } : {}) };
    request.mutate(input, {
      onSuccess: () => {
        toast.success(WITHDRAWAL_MSG.submitted);
        form.reset(EMPTY);
      },
      onError: (error) => {
        // The server's own message (an error body), else the spec's fallback.
        const message =
          isApiError(error) && error.code !== 'HTTP_ERROR'
            ? errorMessage(error, WITHDRAWAL_MSG.submitFailed)
            : WITHDRAWAL_MSG.submitFailed;
        if (isApiError(error) && error.status === 409) form.setError('amount', { message }, { shouldFocus: true });
        else toast.error(message);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{WITHDRAWAL_MSG.requestTitle}</h2>
        <CardDescription>The money is sent to your UPI ID once an admin approves the request.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
          <TextField
            form={form}
            name="amount"
            id="withdrawal-amount"
            label={WITHDRAWAL_MSG.amountLabel}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 1500 or 1500.50"
            hint={`Available: ${formatRupees(availablePaise)}`}
          />
          <TextareaField
            form={form}
            name="remarks"
            id="withdrawal-remarks"
            label={WITHDRAWAL_MSG.remarksOptional}
            rows={3}
            maxLength={WITHDRAWAL_REMARKS_MAX}
            placeholder="Anything the admin should know"
          />
          <Button type="submit" variant="gradient" disabled={request.isPending} className="w-full sm:w-auto">
            {request.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {request.isPending ? WITHDRAWAL_MSG.submitting : WITHDRAWAL_MSG.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
