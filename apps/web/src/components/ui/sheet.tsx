import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { DialogCornerClose, DialogOverlay, DialogPortal } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva('fixed z-50 flex flex-col bg-sidebar text-foreground shadow-2xl outline-none', {
  variants: {
    side: {
      left: 'inset-y-0 left-0 h-full w-72 max-w-[85vw] border-r',
      right: 'inset-y-0 right-0 h-full w-72 max-w-[85vw] border-l',
      full: 'inset-0 h-full w-full',
    },
  },
  defaultVariants: { side: 'left' },
});

export function SheetContent({
  side,
  className,
  children,
  closeLabel = 'Close menu',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof sheetVariants> & { closeLabel?: string }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <DialogCornerClose
          label={closeLabel}
          className="top-3.5 right-3.5 inline-flex size-9 items-center justify-center rounded-lg"
          iconClassName="size-5"
        />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;
