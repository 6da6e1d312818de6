/**
 * Reconciling Pending orders with their payment providers (every provider offered), for buyers who never came back: the app
 * (or the buyer's connection) died after the buyer paid, before the return page's capture
 * committed. Each round claims a bounded batch of Pending orders past a grace period (the buyer's
 * own return is not raced), asks the provider where each payment stands, and then:
 * - approved, or captured already → the orders service's own capture path (idempotent: the same
 *   request id as the buyer's return), so the order ends Approval with its enrolment and receipt,
 *   or Rejected exactly as a capture on the return page would leave it;
 * - not approved, or no longer payable → left Pending while the buyer may still be at checkout;
 *   Cancelled once it is older than the checkout's lifetime;
 * - provider unavailable → left as it is: the next round asks again.
 * Two rounds (two app processes) never claim the same order at once, and settling is idempotent
 * anyway: an order is paid, enrolled and mailed once however many settle it.
 */
import type { PaymentProvider } from '../../../payments/provider.js';
import type { PaymentProviders } from '../../../payments/registry.js';
import type { Log, OrderService } from '../checkout/service.js';
import type { OrderRepository, OrderRow } from '../repository.js';

/** How long after Buy Now an order is first looked at: the buyer's own return comes first. */
export const RECONCILE_GRACE_MS = 2 * 60_000;
/** An order is looked at again at most this often. */
export const RECONCILE_RECHECK_MS = 60_000;
/** An order nobody approved is Cancelled this long after Buy Now (PayPal's checkout lasts 3 hours). */
export const CHECKOUT_LIFETIME_MS = 3 * 3_600_000;
/** Orders per round. */
export const RECONCILE_BATCH = 20;

export interface ReconcileOptions {
  graceMs?: number;
  recheckMs?: number;
  expireAfterMs?: number;
  batchSize?: number;
  log?: Log;
}

/** What one round did with the orders it looked at. */
export interface ReconcileResult {
  /** Now Approval (paid at the provider). */
  completed: number;
  /** Rejected: the capture was refused or took another amount. */
  rejected: number;
  /** Cancelled: nobody approved the payment in time. */
  expired: number;
  /** Still Pending: the buyer may still pay. */
  waiting: number;
  /** Still Pending: the provider could not tell; asked again next round. */
  unavailable: number;
  /** Settled or closed by someone else (the buyer's return, another round, a newer order) meanwhile. */
  closed: number;
}

type Outcome = keyof ReconcileResult;

const silent: Log = { warn: () => undefined, error: () => undefined };

export class OrderReconciler {
  private readonly graceMs: number;
  private readonly recheckMs: number;
  private readonly expireAfterMs: number;
  private readonly batchSize: number;
  private readonly log: Log;

  constructor(
    private readonly repo: OrderRepository,
    private readonly providers: PaymentProviders | readonly PaymentProvider[],
    private readonly orders: OrderService,
    options: ReconcileOptions = {},
  ) {
    this.graceMs = options.graceMs ?? RECONCILE_GRACE_MS;
    this.recheckMs = options.recheckMs ?? RECONCILE_RECHECK_MS;
    this.expireAfterMs = options.expireAfterMs ?? CHECKOUT_LIFETIME_MS;
    this.batchSize = options.batchSize ?? RECONCILE_BATCH;
    this.log = options.log ?? silent;
  }

  /**
   * One round: at most one batch of each offered provider's Pending orders, provider after provider.
   * `appUrl`: the app's public origin, for the receipt's link. Rejects only when the database
   * fails; a provider failure is counted, never thrown.
   */
  async runOnce(appUrl: string): Promise<ReconcileResult> {
    const result: ReconcileResult = { completed: 0, rejected: 0, expired: 0, waiting: 0, unavailable: 0, closed: 0 };
    const providers = 'offered' in this.providers ? this.providers.offered : this.providers;
    for (const provider of providers) {
      const claimed = await this.repo.claimForReconcile(provider.name, {
        graceMs: this.graceMs,
        recheckMs: this.recheckMs,
        expireMs: this.expireAfterMs,
        limit: this.batchSize,
      });
      for (const order of claimed) result[await this.reconcile(provider, order, appUrl)]++;
    }
    return result;
  }

  private async reconcile(
    provider: PaymentProvider,
    order: OrderRow & { expired: boolean },
    appUrl: string,
  ): Promise<Outcome> {
    // No payment id: the provider's payment was never created (or never recorded), so nobody
    // could have paid; the order waits out the checkout's lifetime like an unapproved one.
    if (!order.paymentId) return this.waitOrExpire(order);
    const state = await provider.lookup(order.paymentId);
    switch (state.status) {
      case 'approved':
      case 'captured':
        return this.settle(order, appUrl);
      // Closed at the provider (cancelled, voided, unknown) is treated alike: whatever the reason,
      // an order is only given up on after the checkout's lifetime.
      case 'awaiting_approval':
      case 'closed':
        return this.waitOrExpire(order);
      case 'unavailable':
        this.log.warn({ orderId: order.id, reason: state.reason }, 'reconcile: payment provider unavailable');
        return 'unavailable';
    }
  }

  private async settle(order: OrderRow, appUrl: string): Promise<Outcome> {
    const settled = await this.orders.settle(order, appUrl);
    switch (settled.outcome) {
      case 'paid':
        if (!settled.paidHere) return 'closed';
        this.log.warn({ orderId: order.id }, 'reconcile: a paid order the buyer never returned for is now Approval');
        return 'completed';
      case 'declined':
      case 'amount_mismatch':
        return 'rejected';
      case 'not_approved':
        return 'waiting';
      case 'unavailable':
        return 'unavailable';
      case 'closed':
        return 'closed';
    }
  }

  private async waitOrExpire(order: OrderRow & { expired: boolean }): Promise<Outcome> {
    if (!order.expired) return 'waiting';
    return (await this.orders.expire(order)) ? 'expired' : 'closed';
  }
}
