/** A dialog opened by its trigger, with a title and a description above its content (the profile and password forms). */
import type { ReactNode } from 'react';
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (focus returns there on close). */
  trigger: ReactNode;
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
