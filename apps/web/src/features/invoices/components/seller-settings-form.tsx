/**
 * The seller's GST settings form: legal name, address, state, GSTIN (of that state), SAC and GST
 * rate, validated with the contract's schema (the server checks the same), the server's field
 * messages under their fields. One column on phones, two from `sm`.
 */
import {
  DEFAULT_GST_RATE_PERCENT,
  DEFAULT_SAC,
  GST_RATES_PERCENT,
  GST_STATES,
  INVOICE_MSG,
  sellerSettingsInputSchema,
  type SellerSettings,
  type SellerSettingsInput,
  type SellerSettingsValues,
} from '@cms/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { declaredTextInputs, SelectField, TextareaField, TwoColumnForm, useFieldIds } from '@/components/ui/form';
import { errorMessage } from '@/lib/api';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useSaveSellerSettings } from '../api/seller-settings';

const FIELDS = ['legalName', 'address', 'state', 'gstin', 'sac', 'gstRatePercent'] as const;
const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.name, label: `${s.name} (${s.code})` }));
const RATE_OPTIONS = GST_RATES_PERCENT.map((rate) => ({ value: String(rate), label: INVOICE_MSG.ratePercent(rate) }));

/** The inputs' own attributes, by field. */
const TEXT_INPUTS = {
  legalName: { label: INVOICE_MSG.legalName, autoComplete: 'organization', className: 'sm:col-span-2' },
  gstin: {
    label: INVOICE_MSG.gstin,
    placeholder: '29AAGCB7383J1Z4',
    autoComplete: 'off',
    spellCheck: false,
    maxLength: 15,
    className: '[&_input]:uppercase',
  },
  sac: { label: INVOICE_MSG.sac, inputMode: 'numeric', maxLength: 6 },
} as const;

/** The selects' label, choices and empty choice, by field. */
const SELECTS = {
  state: { label: INVOICE_MSG.state, options: STATE_OPTIONS, placeholder: INVOICE_MSG.stateRequired },
  gstRatePercent: { label: INVOICE_MSG.gstRate, options: RATE_OPTIONS, placeholder: INVOICE_MSG.gstRateChoice },
} as const;

const valuesOf = (settings: SellerSettings | null): SellerSettingsValues => ({
  legalName: settings?.legalName ?? '',
  address: settings?.address ?? '',
  state: (settings?.state ?? '') as SellerSettingsValues['state'],
  gstin: settings?.gstin ?? '',
  sac: settings?.sac ?? DEFAULT_SAC,
  gstRatePercent: String(settings?.gstRatePercent ?? DEFAULT_GST_RATE_PERCENT),
});

export function SellerSettingsForm({ settings }: { settings: SellerSettings | null }) {
  const field = useFieldIds();
  const save = useSaveSellerSettings();
  const form = useForm<SellerSettingsValues, unknown, SellerSettingsInput>({
    resolver: zodResolver(sellerSettingsInputSchema),
    defaultValues: valuesOf(settings),
  });
  const busy = form.formState.isSubmitting;
  const textInput = declaredTextInputs(form, field, TEXT_INPUTS, busy);
  const select = (name: keyof typeof SELECTS) => (
    <SelectField form={form} name={name} id={field(name)} {...SELECTS[name]} />
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved.settings));
      toast.success(INVOICE_MSG.saved);
    } catch (err) {
      if (!showServerFieldErrors(err, form.setError, FIELDS)) {
        toast.error(INVOICE_MSG.saveFailed, { description: errorMessage(err) });
      }
    }
  });

  return (
    <TwoColumnForm label={INVOICE_MSG.settingsTitle} onSubmit={onSubmit} gap="gap-5">
      {textInput('legalName')}
      <TextareaField
        form={form}
        name="address"
        id={field('address')}
        label={INVOICE_MSG.address}
        rows={3}
        disabled={busy}
        className="sm:col-span-2"
      />
      {select('state')}
      {textInput('gstin')}
      {textInput('sac')}
      {select('gstRatePercent')}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {INVOICE_MSG.save}
        </Button>
      </div>
    </TwoColumnForm>
  );
}
