/**
 * An account's state on /Admin/users: the Active or Disabled badge, the Disable / Enable button of a
 * row, and the confirmation that sends it (the server's message as a toast, its 409 — one's own
 * account, the last active admin — as the error toast).
 */
import { PEOPLE_MSG, type UserRow } from '@cms/contract';
import { UserRoundCheck, UserRoundX } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ToneBadge } from '@/components/tone-badge';
import { Button } from '@/components/ui/button';
import { errorToast, successToast } from '@/lib/decision-toasts';
import { cn } from '@/lib/utils';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { useSetUserDisabled } from '../api/people';

export function AccountStatusBadge({ disabled }: { disabled: boolean }) {
  return (
    <ToneBadge
      tone={
        disabled
          ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
          : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
      }
    >
      {disabled ? PEOPLE_MSG.disabled : PEOPLE_MSG.active}
    </ToneBadge>
  );
}

/** The row's button: Disable for an active account, Enable for a disabled one (named with the person). */
export function AccountToggleButton({ user, onClick }: { user: UserRow; onClick: (user: UserRow) => void }) {
  const label = user.disabled ? PEOPLE_MSG.enable : PEOPLE_MSG.disable;
  const Icon = user.disabled ? UserRoundCheck : UserRoundX;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onClick(user)}
      aria-label={`${label} ${user.name}`}
      className={cn(!user.disabled && 'text-destructive hover:text-destructive')}
    >
      <Icon aria-hidden />
      {label}
    </Button>
  );
}

/** The confirmation of Disable or Enable for `user`. */
export function AccountToggleDialog({
  user,
  open,
  onOpenChange,
}: DialogOpenProps & {
  user: UserRow;
}) {
  const mutation = useSetUserDisabled();
  const busy = mutation.isPending;
  const disable = !user.disabled;
  const close = () => onOpenChange(false);
  const confirm = () =>
    mutation.mutate(
      { id: user.id, disabled: disable },
      {
        onSuccess: successToast(close, disable ? PEOPLE_MSG.disabledDone : PEOPLE_MSG.enabledDone),
        onError: errorToast(close),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={disable ? PEOPLE_MSG.disableTitle : PEOPLE_MSG.enableTitle}
      description={disable ? PEOPLE_MSG.disableBody(user.name) : PEOPLE_MSG.enableBody(user.name)}
      confirmLabel={disable ? PEOPLE_MSG.disable : PEOPLE_MSG.enable}
      busy={busy}
      onConfirm={confirm}
      destructive={disable}
    />
  );
}
