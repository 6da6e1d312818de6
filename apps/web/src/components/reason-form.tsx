/**
 * The form of a decision that needs a reason (reject a role request, revoke a certificate): the
 * required reason, Cancel, and the decision's destructive button, which spins while it is sent.
 */
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DialogCancel } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form';

export function ReasonForm({
  form,
  id,
  label,
  maxLength,
  busy,
  submitLabel,
  icon,
  onSubmit,
}: {
  form: UseFormReturn<{ reason: string }>;
  /** The reason field's id. */
  id: string;
  label: string;
  maxLength: number;
  busy: boolean;
  submitLabel: string;
  /** The decision button's icon when idle. */
  icon: ReactNode;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
      <TextareaField
        form={form}
        name="reason"
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
  );
}
