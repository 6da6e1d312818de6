/**
 * A decision that needs a reason (request or order a refund, reject a refund or a role request,
 * revoke a certificate): a dialog with the required reason, Cancel, and the decision's destructive
 * button, which spins while it is sent. A success toasts the server's message (or `done`) and
 * closes; the server's refusal of the reason shows under the field; any other refusal is toasted,
 * and a 409 (decided meanwhile) also closes the dialog.
 *
 * With a `trigger` the dialog is opened by that button and holds its own state (each opening starts
 * from an empty reason); without one its owner opens it (`open`, `onOpenChange`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { DialogCancel, formDialogOpenChange, TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form';
import { reasonErrorHandler, successToast } from '@/lib/decision-toasts';
import type { DialogOpenProps } from '@/lib/use-dialog-item';

/** Opened by its own trigger, or by its owner. */
type Opening = { trigger: ReactNode; open?: never; onOpenChange?: never } | (DialogOpenProps & { trigger?: never });

export function ReasonDialog<F extends string, V, R extends { message: string }>({
  schema,
  field = 'reason' as F,
  mutation,
  variables,
  done,
  title,
  description,
  id,
  label,
  maxLength,
  submitLabel,
  icon,
  ...opening
}: Opening & {
  /** The reason's schema (the contract's input of the decision). */
  schema: z.ZodType<Record<F, string>, Record<F, string>>;
  /** The reason's field (`reason` unless told). */
  field?: F;
  mutation: UseMutationResult<R, Error, V>;
  /** What is sent for the valid reason. */
  variables: (values: Record<F, string>) => V;
  /** The success toast when the server's answer has no message. */
  done?: string;
  title: string;
  description: string;
  /** The reason field's id. */
  id: string;
  label: string;
  maxLength: number;
  submitLabel: string;
  /** The decision button's icon when idle. */
  icon: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = opening.open ?? ownOpen;
  const setOpen = opening.onOpenChange ?? setOwnOpen;
  const close = () => setOpen(false);
  const busy = mutation.isPending;
  /** The field's name, as react-hook-form types it (a key of the form's values). */
  const name = field as unknown as Path<Record<F, string>>;
  const empty = { [field]: '' } as DefaultValues<Record<F, string>>;
  const form = useForm<Record<F, string>>({ resolver: zodResolver(schema), defaultValues: empty });
  const submit = form.handleSubmit((values) =>
    mutation.mutate(variables(values), {
      onSuccess: successToast(close, done),
      onError: reasonErrorHandler(form, close, name),
    }),
  );
  return (
    <TitledDialog
      open={open}
      onOpenChange={formDialogOpenChange(busy, () => form.reset(empty), setOpen)}
      trigger={opening.trigger}
      title={title}
      description={description}
      busy={busy}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <TextareaField
          form={form}
          name={name}
          id={id}
          label={label}
          rows={4}
          maxLength={maxLength}
          disabled={busy}
          required
        />
        <DialogFooter>
          <DialogCancel label="Cancel" disabled={busy} />
          <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : icon}
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
