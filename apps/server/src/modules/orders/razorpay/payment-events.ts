/** Provider events already handled (payment_events): a webhook delivered again is recognised by its event id. */
import { and, eq } from 'drizzle-orm';
import { paymentEvents } from '../../../db/schema/index.js';
import { Repository } from '../../../db/repository.js';

export class PaymentEventRepository extends Repository {
  /** Records the event; false when it was recorded before (a replay). */
  async record(provider: string, eventId: string, kind: string): Promise<boolean> {
    const inserted = await this.db
      .insert(paymentEvents)
      .values({ provider, eventId, kind })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return inserted.length > 0;
  }

  /** Forgets an event whose handling failed, so that the provider's retry is handled. */
  async forget(provider: string, eventId: string): Promise<void> {
    await this.db
      .delete(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  }
}
