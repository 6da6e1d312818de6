/**
 * A dialog with a title and a description above its content (the profile and password forms, the
 * decisions with a reason): opened by its trigger, or by its owner when it has none.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { Button, type ButtonProps } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

/** The button that opens a dialog named as the dialog's title: its icon, variant and class. */
export interface TitleOpener {
  icon: LucideIcon;
  variant: ButtonProps['variant'];
  className?: string | undefined;
}

export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  opener,
  title,
  description,
  busy,
  className,
  children,
}: DialogOpenProps & {
  /** The button that opens it (focus returns there on close); none when its owner opens it. */
  trigger?: ReactNode;
  /** Instead of `trigger`: a button with this icon and the title as its text. */
  opener?: TitleOpener;
  title: string;
  description: string;
  /** True while its form is sent. */
  busy: boolean;
  /** Of the dialog's box. */
  className?: string;
  children: ReactNode;
}) {
  const Icon = opener?.icon;
  const button =
    opener && Icon ? (
      <Button variant={opener.variant} className={opener.className}>
        <Icon aria-hidden />
        {title}
      </Button>
    ) : (
      trigger
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {button ? <DialogTrigger asChild>{button}</DialogTrigger> : null}
      <DialogContent className={className} aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's Cancel button: closes it, unless disabled while the form is sent. */
export function DialogCancel({ label, disabled }: { label: string; disabled: boolean }) {
  return (
    <DialogClose asChild>
      <Button variant="outline" disabled={disabled}>
        {label}
      </Button>
    </DialogClose>
  );
}

/**
 * The open change of a dialog holding a form: refused while the form is sent (`busy`); an opening
 * starts the form afresh (`reset`).
 */
export const formDialogOpenChange =
  (busy: boolean, reset: () => void, setOpen: (open: boolean) => void) => (next: boolean) => {
    if (busy) return;
    if (next) reset();
    setOpen(next);
  };
