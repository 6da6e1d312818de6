/** The sandbox provider's checkout page as a browser drives it: its address, its buttons' form posts, the 303 back. */
import { ORDER_API } from '@cms/contract';
import { expect } from 'vitest';
import type { Client, Res } from './client.js';

export type SandboxAction = 'approve' | 'cancel' | 'decline';

export const sandboxPath = (paymentId: string, action?: SandboxAction) =>
  `${ORDER_API.sandboxCheckout.replace(':paymentId', paymentId)}${action ? `/${action}` : ''}`;

/**
 * A button of the sandbox checkout page, posted the way a browser submits a same-origin form:
 * urlencoded with no fields, the page's own Origin and Sec-Fetch-Site: same-origin.
 */
export function pressSandboxButton(client: Client, paymentId: string, action: SandboxAction, site = 'same-origin') {
  return client.request('POST', sandboxPath(paymentId, action), {
    body: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': site,
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    },
  });
}

/** The return address of a 303 from the sandbox page, with its query parameters. */
export function returnOf(res: Res) {
  expect(res.status, res.text).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return {
    url: location,
    path: location.pathname,
    paymentId: location.searchParams.get('paymentId'),
    payerId: location.searchParams.get('PayerID'),
    cancelled: location.searchParams.get('cancelled'),
  };
}
