/**
 * The port through which a provider's refund webhook finishes a refund the refunds module started
 * (its `pending` refund is now processed). The refunds module implements it; without one, refund
 * events are acknowledged and ignored.
 */
export interface RefundSettlement {
  /** The refund the provider knows as `refundId` is done. Unknown refunds are ignored (never thrown). */
  completeByProviderRefund(provider: string, refundId: string): Promise<unknown>;
}
