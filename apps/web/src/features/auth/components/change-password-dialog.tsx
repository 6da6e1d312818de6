import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MSG, changePasswordSchema, MSG, type ChangePasswordInput } from '@cms/contract';
import { KeyRound, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogCancel, TitledDialog } from '@/components/titled-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { TextField, type FieldForm } from '@/components/ui/form';
import { errorMessage } from '@/lib/api';
import { useChangePassword } from '../api/account';
import { useAuth } from '../api/use-auth';
import { showServerFieldErrors } from '@/lib/server-field-errors';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirm: '' };

/** One password input: its field, id suffix, label, autofill hint and placeholder. */
interface PasswordInput {
  name: (typeof FIELDS)[number];
  suffix: string;
  label: string;
  autoComplete: string;
  placeholder?: string;
}

const PASSWORD_INPUTS: readonly PasswordInput[] = [
  { name: 'currentPassword', suffix: 'current', label: ACCOUNT_MSG.currentPassword, autoComplete: 'current-password' },
  {
    name: 'newPassword',
    suffix: 'new',
    label: ACCOUNT_MSG.newPassword,
    autoComplete: 'new-password',
    placeholder: '8 to 128 characters',
  },
  { name: 'confirm', suffix: 'confirm', label: ACCOUNT_MSG.confirmNewPassword, autoComplete: 'new-password' },
];

/** The current password and the new one twice, ids built from the form's `id`. */
function PasswordFields({ form, id, busy }: { form: FieldForm<ChangePasswordInput>; id: string; busy: boolean }) {
  return PASSWORD_INPUTS.map((input) => (
    <TextField
      key={input.name}
      form={form}
      name={input.name}
      id={`${id}-${input.suffix}`}
      label={input.label}
      type="password"
      autoComplete={input.autoComplete}
      placeholder={input.placeholder}
      disabled={busy}
    />
  ));
}

/**
 * "Change Password" on every profile page: a dialog with the current password and the new one
 * twice (the contract's schema). On success the server keeps this session and ends the others.
 */
export function ChangePasswordButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const mutation = useChangePassword();
  const { user } = useAuth();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const busy = mutation.isPending;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (res) => {
        toast.success(res.message || ACCOUNT_MSG.passwordChanged);
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, form.setError, FIELDS)) toast.error(errorMessage(error, MSG.pleaseTryAgain));
      },
    }),
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      opener={{ icon: KeyRound, variant: 'outline', className }}
      title={ACCOUNT_MSG.changePassword}
      description={ACCOUNT_MSG.changePasswordText}
      busy={busy}
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4"
        aria-label={ACCOUNT_MSG.changePassword}
      >
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <PasswordFields form={form} id={id} busy={busy} />
        <DialogFooter>
          <DialogCancel label={ACCOUNT_MSG.cancel} disabled={busy} />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {busy ? ACCOUNT_MSG.saving : ACCOUNT_MSG.changePassword}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
