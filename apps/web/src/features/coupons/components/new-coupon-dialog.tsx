/**
 * "New coupon": the code (capitals as typed), percent or a fixed amount in rupees (sent in paise), the course
 * or all courses, an optional last day, maximum uses in total and per buyer and a minimum price. Checked with
 * the contract's schema on submit; the server's field errors (a code in use, a passed day) show under their
 * fields, other refusals as a toast; a new coupon toasts, closes the dialog and the list is fetched again.
 */
import { COUPON_KINDS, COUPON_MSG, type CouponInputParsed } from '@cms/contract';
import { Loader2, Plus } from 'lucide-react';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogCancel, formDialogOpenChange, TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCreateCoupon, type CouponSide } from '../api/coupons';
import { couponFormResolver, EMPTY_COUPON_FORM, showCouponFieldErrors, type CouponFormValues } from '../coupon-form';
import { CourseScopeField } from './course-scope-field';

const KIND_OPTIONS = COUPON_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'percent' ? COUPON_MSG.kindPercent : COUPON_MSG.kindFixed,
}));

/** The discount's field: an amount in rupees for a fixed coupon, else a percent. */
const DISCOUNT_FIELDS = {
  fixed: { name: 'amount', id: 'coupon-amount', label: COUPON_MSG.amountLabel, inputMode: 'decimal' },
  percent: { name: 'percentOff', id: 'coupon-percent', label: COUPON_MSG.percentLabel, inputMode: 'numeric' },
} as const;

/** The limits under the last day: uses in total and per buyer (whole numbers), the minimum price (rupees). */
const LIMIT_FIELDS = [
  { name: 'maxUses', id: 'coupon-max-uses', label: COUPON_MSG.maxUsesLabel, inputMode: 'numeric' },
  { name: 'maxUsesPerBuyer', id: 'coupon-per-buyer', label: COUPON_MSG.perBuyerLabel, inputMode: 'numeric' },
  {
    name: 'minPrice',
    id: 'coupon-min-price',
    label: COUPON_MSG.minPriceLabel,
    inputMode: 'decimal',
    className: 'sm:col-span-2',
  },
] as const;

/** Today (yyyy-mm-dd) where the browser is: the earliest last day the date picker offers. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export function NewCouponDialog({ side }: { side: CouponSide }) {
  const [open, setOpen] = useState(false);
  const create = useCreateCoupon(side);
  const busy = create.isPending;
  const resolver = useMemo(() => couponFormResolver(), []);
  const form = useForm<CouponFormValues, unknown, CouponInputParsed>({ resolver, defaultValues: EMPTY_COUPON_FORM });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const discount = kind === 'fixed' ? DISCOUNT_FIELDS.fixed : DISCOUNT_FIELDS.percent;

  /** The code in capitals as it is typed, the caret where it was. */
  const upperCase = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const upper = input.value.toUpperCase();
    if (upper === input.value) return;
    const { selectionStart, selectionEnd } = input;
    form.setValue('code', upper);
    input.setSelectionRange(selectionStart, selectionEnd);
  };

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (res) => {
        toast.success(res.message || COUPON_MSG.created(res.coupon.code));
        setOpen(false);
      },
      onError: (error) => {
        if (!showCouponFieldErrors(error, form.setError)) toast.error(errorMessage(error));
      },
    }),
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={formDialogOpenChange(busy, () => form.reset(EMPTY_COUPON_FORM), setOpen)}
      opener={{ icon: Plus, variant: 'gradient' }}
      title={COUPON_MSG.newCoupon}
      description={COUPON_MSG.newCouponDescription}
      busy={busy}
      className="sm:max-w-2xl"
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <TextField
            form={form}
            name="code"
            id="coupon-code"
            label={COUPON_MSG.codeLabel}
            hint={COUPON_MSG.codeHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            registerOptions={{ onChange: upperCase }}
            className="sm:col-span-2"
          />
          <SelectField
            form={form}
            name="kind"
            id="coupon-kind"
            label={COUPON_MSG.kindLabel}
            placeholder={COUPON_MSG.kindLabel}
            options={KIND_OPTIONS}
          />
          <TextField key={discount.name} form={form} {...discount} autoComplete="off" />
          <CourseScopeField form={form} side={side} />
          <TextField
            form={form}
            name="expiresOn"
            id="coupon-expires"
            type="date"
            min={today()}
            label={COUPON_MSG.expiresLabel}
            hint={COUPON_MSG.expiresHint}
            className="sm:col-span-2"
          />
          {LIMIT_FIELDS.map((limit) => (
            <TextField key={limit.name} form={form} {...limit} autoComplete="off" />
          ))}
        </fieldset>
        <DialogFooter>
          <DialogCancel label={COUPON_MSG.cancel} disabled={busy} />
          <Button type="submit" variant="gradient" disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
            {busy ? COUPON_MSG.creating : COUPON_MSG.create}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
