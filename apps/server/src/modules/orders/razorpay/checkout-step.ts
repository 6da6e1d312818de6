/**
 * Razorpay's checkout step: what the app's page needs to open Razorpay Checkout for one of the
 * buyer's Pending Razorpay orders (the public key, Razorpay's order id, the amount, the course, the
 * buyer to prefill). Never the key secret.
 */
import type { RazorpayCheckout, SessionUser } from '@cms/contract';
import type { RazorpayProvider } from '../../../payments/razorpay.js';
import { orderErrors } from '../errors.js';
import type { OrderRepository } from '../repository.js';
import { razorpayErrors } from './errors.js';

export class RazorpayCheckoutStep {
  constructor(
    private readonly repo: OrderRepository,
    /** Null: Razorpay is not offered. */
    private readonly provider: RazorpayProvider | null,
  ) {}

  async checkout(buyer: SessionUser, orderId: string): Promise<RazorpayCheckout> {
    if (!this.provider) throw razorpayErrors.notConfigured();
    const order = await this.repo.byId(orderId);
    if (!order) throw orderErrors.orderNotFound();
    if (order.userId !== buyer.userId) throw orderErrors.notYourOrder();
    if (order.status === 'Approval') throw orderErrors.alreadyOwned();
    if (order.status !== 'Pending' || order.provider !== this.provider.name || !order.paymentId) {
      throw orderErrors.orderClosed();
    }
    return {
      orderId: order.id,
      courseId: order.courseId,
      courseTitle: order.courseTitle,
      amountPaise: order.pricePaise,
      currency: 'INR',
      keyId: this.provider.keyId,
      razorpayOrderId: order.paymentId,
      scriptUrl: this.provider.checkoutUrl,
      buyer: { name: buyer.name, email: buyer.email },
    };
  }
}
