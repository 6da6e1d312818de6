/**
 * Buy Now's checkout (issue 21, beyond the spec): a dialog (a bottom sheet on phones) with the
 * server's quote of the course — price, a coupon (Apply / Remove), the billing state (required
 * when the seller charges GST; the quote is asked again when it changes, for the CGST + SGST or
 * IGST lines), an optional GSTIN, the provider when several are offered — and the Pay button.
 * The server prices the order; the dialog only shows what it will cost. Esc closes it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingStateSchema,
  CHECKOUT_MSG,
  couponCodeSchema,
  formatRupees,
  GST_MSG,
  GST_STATES,
  gstinSchema,
  PAYMENT_MSG,
  type QuoteInput,
} from '@cms/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, ShoppingCart } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { QueryErrorState } from '@/components/error-state';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { fieldAria, fieldError, FormField, TextField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { checkoutKeys, getQuote, readBillingState, rememberBillingState } from '@/features/orders/api/checkout';
import { useBuyNow } from '@/features/orders/api/use-buy-now';
import { ProviderChoice } from './provider-choice';
import { QuoteSkeleton, QuoteSummary } from './quote-summary';

/** The dialog's fields: empty strings for "not given"; the coupon is checked on Apply. */
const checkoutFormSchema = z.object({
  couponCode: z.string(),
  billingState: z.union([z.literal(''), billingStateSchema]),
  buyerGstin: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.union([z.literal(''), gstinSchema])),
  provider: z.string(),
});
type CheckoutValues = z.input<typeof checkoutFormSchema>;
type CheckoutOutput = z.output<typeof checkoutFormSchema>;

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.name, label: s.name }));
const SERVER_FIELDS = ['couponCode', 'billingState', 'buyerGstin', 'provider'] as const;

/** The dialog, opened by `trigger` (Buy Now, or Try again on the payment return page). */
export function CheckoutDialog({
  courseId,
  courseTitle,
  trigger,
}: {
  courseId: string;
  courseTitle: string;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={trigger}
      title={CHECKOUT_MSG.title}
      description={courseTitle}
      busy={busy}
      className="max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[92vh] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none"
    >
      <CheckoutForm courseId={courseId} onBusy={setBusy} />
    </TitledDialog>
  );
}

function CheckoutForm({ courseId, onBusy }: { courseId: string; onBusy: (busy: boolean) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [initialState] = useState(readBillingState);
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onBlur',
    defaultValues: { couponCode: '', billingState: initialState, buyerGstin: '', provider: '' },
  });
  /** The code the quote was given with (after Apply), upper-cased. */
  const [coupon, setCoupon] = useState<string | undefined>();
  const [applying, setApplying] = useState(false);
  const billingState = useWatch({ control: form.control, name: 'billingState' });
  const provider = useWatch({ control: form.control, name: 'provider' });

  const quoteInput = (couponCode = coupon): QuoteInput => ({
    courseId,
    ...(couponCode ? { couponCode } : {}),
    ...(billingState ? { billingState: billingState as QuoteInput['billingState'] } : {}),
  });
  const input = quoteInput();
  const quote = useQuery({
    queryKey: checkoutKeys.quote(input),
    queryFn: ({ signal }) => getQuote(input, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const providers = quote.data?.providers ?? [];
  const firstProvider = providers[0]?.name;
  useEffect(() => {
    if (firstProvider && !form.getValues('provider')) form.setValue('provider', firstProvider);
  }, [firstProvider, form]);

  const { buy, busy } = useBuyNow({
    onError: (error) => {
      if (showServerFieldErrors(error, form.setError, SERVER_FIELDS)) return;
      toast.error(isApiError(error) && error.message ? error.message : PAYMENT_MSG.orderCreateFailed);
    },
  });
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const apply = async () => {
    const parsed = couponCodeSchema.safeParse(form.getValues('couponCode'));
    if (!parsed.success) {
      form.setError('couponCode', { message: parsed.error.issues[0]?.message ?? CHECKOUT_MSG.couponFormat });
      return;
    }
    const next = quoteInput(parsed.data);
    setApplying(true);
    try {
      await queryClient.fetchQuery({
        queryKey: checkoutKeys.quote(next),
        queryFn: ({ signal }) => getQuote(next, signal),
        retry: false,
      });
      form.clearErrors('couponCode');
      form.setValue('couponCode', parsed.data);
      setCoupon(parsed.data);
    } catch (error) {
      const message = isApiError(error) ? (error.fields?.couponCode ?? error.message) : errorMessage(error);
      form.setError('couponCode', { message }, { shouldFocus: true });
    } finally {
      setApplying(false);
    }
  };

  const remove = () => {
    setCoupon(undefined);
    form.setValue('couponCode', '');
    form.clearErrors('couponCode');
  };

  const onCouponKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!coupon) void apply();
  };

  const onSubmit = form.handleSubmit((values) => {
    const q = quote.data;
    if (!q) return;
    if (q.billingStateRequired && !values.billingState) {
      form.setError('billingState', { message: GST_MSG.billingState }, { shouldFocus: true });
      return;
    }
    rememberBillingState(values.billingState);
    buy({
      courseId,
      ...(values.provider ? { provider: values.provider as NonNullable<(typeof q.providers)[number]>['name'] } : {}),
      ...(values.billingState ? { billingState: values.billingState } : {}),
      ...(values.buyerGstin ? { buyerGstin: values.buyerGstin } : {}),
      ...(coupon ? { couponCode: coupon } : {}),
    });
  });

  if (quote.isPending) return <QuoteSkeleton />;
  if (quote.isError) return <QueryErrorState query={quote} fallback={CHECKOUT_MSG.quoteFailed} />;
  const q = quote.data;
  const stateError = fieldError(form.formState.errors, 'billingState');
  const couponError = fieldError(form.formState.errors, 'couponCode');
  const stateId = `${id}-state`;
  const couponId = `${id}-coupon`;
  const updating = quote.isPlaceholderData || applying;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <QuoteSummary quote={q} updating={updating} />

      <FormField id={couponId} label={CHECKOUT_MSG.couponLabel} error={couponError}>
        <div className="flex gap-2">
          <Input
            id={couponId}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            readOnly={coupon !== undefined}
            disabled={busy}
            onKeyDown={onCouponKey}
            {...form.register('couponCode')}
            {...fieldAria(couponId, couponError)}
          />
          {coupon ? (
            <Button type="button" variant="outline" onClick={remove} disabled={busy}>
              {CHECKOUT_MSG.removeCoupon}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => void apply()} disabled={busy || applying}>
              {applying ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {CHECKOUT_MSG.apply}
            </Button>
          )}
        </div>
      </FormField>

      <FormField
        id={stateId}
        error={stateError}
        label={
          <>
            {CHECKOUT_MSG.billingStateLabel}
            {q.billingStateRequired ? (
              <span aria-hidden className="ml-0.5 text-destructive">
                *
              </span>
            ) : null}
          </>
        }
      >
        <NativeSelect
          id={stateId}
          options={STATE_OPTIONS}
          placeholder={CHECKOUT_MSG.billingStatePlaceholder}
          aria-required={q.billingStateRequired}
          disabled={busy}
          {...form.register('billingState')}
          {...fieldAria(stateId, stateError)}
        />
      </FormField>

      <TextField
        form={form}
        name="buyerGstin"
        id={`${id}-gstin`}
        label={CHECKOUT_MSG.gstinLabel}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        disabled={busy}
      />

      {providers.length > 1 ? (
        <ProviderChoice
          providers={providers}
          field={form.register('provider')}
          chosen={provider}
          error={fieldError(form.formState.errors, 'provider')}
        />
      ) : null}

      <Button
        type="submit"
        size="lg"
        variant="gradient"
        className="w-full"
        disabled={busy || updating}
        aria-busy={busy}
      >
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <ShoppingCart aria-hidden />}
        {busy
          ? PAYMENT_MSG.processingPayment
          : q.pricePaise === 0
            ? CHECKOUT_MSG.enrolFree
            : CHECKOUT_MSG.pay(formatRupees(q.pricePaise))}
      </Button>
    </form>
  );
}
