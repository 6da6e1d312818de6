import { OUTBOX_MSG, type MailDelivery } from '@cms/contract';
import { Inbox, Send } from 'lucide-react';

/** How this server sends mail: through SMTP, or not at all (kept in the outbox). */
export function DeliveryNote({ delivery }: { delivery: MailDelivery }) {
  const Icon = delivery === 'smtp' ? Send : Inbox;
  return (
    <p className="mb-6 flex items-start gap-3 rounded-xl border bg-card px-4 py-3 text-sm text-muted-foreground">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{delivery === 'smtp' ? OUTBOX_MSG.deliverySmtp : OUTBOX_MSG.deliveryOutbox}</span>
    </p>
  );
}
