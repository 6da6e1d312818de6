/**
 * "Are you sure?" before an action: a title, what will happen, Cancel and the action's button
 * (destructive when it takes something away). While the action runs the dialog stays open, its
 * buttons are disabled and the action's button spins (or reads `pendingLabel`).
 */
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
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
import type { DialogOpenProps } from '@/lib/use-dialog-item';

export interface ConfirmDialogProps extends DialogOpenProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The button's text while the action runs (else a spinner beside `confirmLabel`). */
  pendingLabel?: string;
  /** The button's icon when idle. */
  icon?: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  destructive?: boolean;
  cancelLabel?: string;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  icon = null,
  busy,
  onConfirm,
  destructive = false,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent aria-busy={busy}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && !pendingLabel ? <Loader2 aria-hidden className="animate-spin" /> : icon}
            {busy && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
