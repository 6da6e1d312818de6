import { AUDIT_MSG } from '@cms/contract';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { EntityAuditHistory } from '@/features/audit';
import { cn } from '@/lib/utils';

/** The History toggle of a processed request; its audit entries are loaded when first opened. */
export function HistoryToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded-md text-xs font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ChevronRight aria-hidden className={cn('size-3.5 transition-transform', open && 'rotate-90')} />
      {AUDIT_MSG.history}
    </button>
  );
}

/** The audit entries of one withdrawal (what the admins did to it, with before → after). */
export function WithdrawalAudit({ id, withdrawalId }: { id: string; withdrawalId: string }) {
  return (
    <div id={id} className="rounded-xl border bg-background/60 p-4">
      <EntityAuditHistory entityType="withdrawal" entityId={withdrawalId} />
    </div>
  );
}

/** A History disclosure on its own (the phone cards). */
export function WithdrawalHistoryDisclosure({ withdrawalId }: { withdrawalId: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="space-y-2">
      <HistoryToggle open={open} onToggle={() => setOpen((o) => !o)} controls={id} />
      {open ? <WithdrawalAudit id={id} withdrawalId={withdrawalId} /> : null}
    </div>
  );
}
