/**
 * Razorpay's checkout step (issue 21): the step's details from the server, and Razorpay Checkout's
 * script, loaded by the step's page only (never by index.html).
 */
import { RAZORPAY_API, razorpayCheckoutSchema, type RazorpayPayment } from '@cms/contract';
import { checkedApi } from '@/lib/api';

export const getRazorpayCheckout = (orderId: string, signal?: AbortSignal) =>
  checkedApi.get(razorpayCheckoutSchema, RAZORPAY_API.checkout.replace(':id', encodeURIComponent(orderId)), signal);

/** The options Razorpay Checkout is opened with (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  handler: (payment: RazorpayPayment) => void;
  modal: { ondismiss: () => void };
  theme?: { color?: string };
}

export interface RazorpayCheckoutWindow {
  open(): void;
  on(event: 'payment.failed', handler: (failure: unknown) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckoutWindow;
  }
}

/** Adds Checkout's script to the page once; resolves when window.Razorpay is there. */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-razorpay-checkout]`);
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => (window.Razorpay ? resolve() : reject(new Error('no Razorpay'))));
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Razorpay Checkout did not load'));
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.razorpayCheckout = '';
      document.head.appendChild(script);
    }
  });
}
