/** The keyboard shortcuts' help overlay (a Radix Dialog; Escape closes it), opened by "?" or its button. */
import { PLAYER_MSG } from '@cms/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { DialogOpenProps } from '@/lib/use-dialog-item';

export function ShortcutsHelp({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{PLAYER_MSG.shortcuts}</DialogTitle>
          <DialogDescription>{PLAYER_MSG.shortcutsDescription}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {PLAYER_MSG.shortcutList.map(([keys, action]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
              </dt>
              <dd className="text-muted-foreground">{action}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
