/**
 * A dialog with a title and a description above its content (the profile and password forms, the
 * decisions with a reason): opened by its trigger, or by its owner when it has none.
 */
import type { ReactNode } from 'react';
import type { DialogOpenProps } from '@/lib/use-dialog-item';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  busy,
  className,
  children,
}: DialogOpenProps & {
  /** The button that opens it (focus returns there on close); none when its owner opens it. */
  trigger?: ReactNode;
  title: string;
  description: string;
  /** True while its form is sent. */
  busy: boolean;
  /** Of the dialog's box. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
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
