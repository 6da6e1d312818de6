import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { withClass } from './with-class';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm', className)}
      {...props}
    />
  );
}

/** The ✕ in the top-right corner of a dialog or sheet, named `label`; `className` places and sizes it. */
export function DialogCornerClose({
  label,
  className,
  iconClassName,
}: {
  label: string;
  className: string;
  iconClassName: string;
}) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute text-muted-foreground transition hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <X className={iconClassName} aria-hidden />
    </DialogPrimitive.Close>
  );
}

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-popover p-6 text-popover-foreground shadow-2xl',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCornerClose label={closeLabel} className="top-4 right-4 rounded-md p-1" iconClassName="size-4" />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = withClass('div', 'flex flex-col gap-1.5 text-left', 'DialogHeader');

export const DialogFooter = withClass('div', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', 'DialogFooter');

export const DialogTitle = withClass(DialogPrimitive.Title, 'text-lg font-semibold', 'DialogTitle');

export const DialogDescription = withClass(
  DialogPrimitive.Description,
  'text-sm text-muted-foreground',
  'DialogDescription',
);
