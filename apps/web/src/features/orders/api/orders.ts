/**
 * Orders and payments (spec sections 4 "Payment flow", 7 "Payments", 8): create an order for a
 * course, capture it when the buyer comes back from checkout, or cancel it. Every answer is
 * checked against the contract's schema.
 */
import {
  cancelOrderResponseSchema,
  captureResponseSchema,
  createOrderResponseSchema,
  myOrdersSchema,
  ORDER_API,
  ORDER_ID_STORAGE_KEY,
  type CancelOrderInput,
  type CaptureInput,
  type CreateOrderInput,
} from '@cms/contract';
import { z } from 'zod';
import { checkedApi } from '@/lib/api';

/**
 * POST ORDER_API.create: the course and the buyer's choices at checkout (provider, billing state,
 * GSTIN, coupon); the server fills buyer, price, status and the rest.
 */
export const createOrder = (input: CreateOrderInput) =>
  checkedApi.post(createOrderResponseSchema, ORDER_API.create, input);

export const captureOrder = (input: CaptureInput) => checkedApi.post(captureResponseSchema, ORDER_API.capture, input);

export const cancelOrder = (input: CancelOrderInput) =>
  checkedApi.post(cancelOrderResponseSchema, ORDER_API.cancel, input);

/** GET ORDER_API.mine: the caller's orders, newest first. */
export const getMyOrders = (signal?: AbortSignal) => checkedApi.get(myOrdersSchema, ORDER_API.mine, signal);

const uuid = z.uuid();

/** The order id Buy Now kept in session storage, when it is one (the capture schema wants a uuid). */
export function readStoredOrderId(): string | undefined {
  try {
    const stored = window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY);
    return stored && uuid.safeParse(stored).success ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeOrderId(orderId: string): void {
  try {
    window.sessionStorage.setItem(ORDER_ID_STORAGE_KEY, orderId);
  } catch {
    // Storage may be unavailable (private mode): the server finds the order by its payment id.
  }
}

export function clearStoredOrderId(): void {
  try {
    window.sessionStorage.removeItem(ORDER_ID_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Leaving the app for the checkout page. An object so that tests can replace `assign`. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
