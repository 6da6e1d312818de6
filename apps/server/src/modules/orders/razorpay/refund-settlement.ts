/**
 * The port through which a provider's refund webhook finishes a refund the refunds module started
 * (its `pending` refund is now processed). The refunds module implements it; without one, refund
 * events are acknowledged and ignored.
 */
export interface RefundSettlement {
  /**
   * The refund the provider knows as `refundId` is done; `ourRefundId` is our id the provider echoes
   * (the refund call's request id), which finds a refund whose provider id is not saved yet.
   * Unknown refunds are ignored (never thrown).
   */
  completeByProviderRefund(provider: string, refundId: string, ourRefundId?: string | null): Promise<unknown>;
}
