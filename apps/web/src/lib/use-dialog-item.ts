/** The state of a dialog about one item of a list: which item it shows (kept while it closes) and whether it is open. */
import { useState } from 'react';

/** The props of a dialog its owner opens and closes (as `useDialogItem` gives them). */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function useDialogItem<T>() {
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  /** Opens the dialog on `next`. */
  const show = (next: T) => {
    setItem(next);
    setOpen(true);
  };
  return { item, open, setOpen, show };
}
