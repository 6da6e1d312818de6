/**
 * The sandbox checkout page: plain server-rendered HTML, no scripts (the CSP allows inline
 * styles only), light and dark by the system setting, usable on a phone. Three same-origin POST
 * forms stand for what the buyer does at PayPal: approve, cancel, or have the card refused.
 */
import { ORDER_API, PAYMENT_MSG, PRODUCT_NAME, formatRupees } from '@cms/contract';
import type { SandboxStatus } from './sandbox.js';

export interface SandboxPageData {
  paymentId: string;
  status: SandboxStatus;
  /** The buyer may still approve, cancel or decline. */
  open: boolean;
  courseTitle: string;
  amountPaise: number;
  buyerName: string;
  buyerEmail: string;
  /** Where a closed payment's page links to. */
  myCoursesPath: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const actionPath = (template: string, paymentId: string) =>
  template.replace(':paymentId', encodeURIComponent(paymentId));

/** Why a payment can no longer be acted on, in words. */
const CLOSED_TEXT: Record<SandboxStatus, string> = {
  CREATED: 'This order is closed: it was replaced by a newer one or cancelled.',
  APPROVED: 'This order is closed: it was replaced by a newer one or cancelled.',
  CAPTURED: 'This payment has been completed.',
  CANCELLED: 'This payment was cancelled. No money was taken.',
  DECLINED: 'This payment was declined. No money was taken.',
  REFUNDED: 'This payment has been refunded.',
};

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #ffffff; --fg: #111827; --muted: #4b5563;
  --line: #d1d5db; --primary: #4338ca; --primary-fg: #ffffff; --danger: #b91c1c; --note-bg: #fef3c7;
  --note-fg: #78350f; --focus: #2563eb; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0b1120; --card: #111827; --fg: #f3f4f6; --muted: #c0c6d0; --line: #374151;
    --primary: #818cf8; --primary-fg: #0b1120; --danger: #fca5a5; --note-bg: #422006; --note-fg: #fde68a;
    --focus: #93c5fd; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--fg);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 32rem; margin: 0 auto; padding: 2rem 1rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 0.75rem; padding: 1.5rem; }
.brand { margin: 0 0 0.25rem; color: var(--muted); font-size: 0.875rem; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
.note { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border-radius: 0.5rem; background: var(--note-bg);
  color: var(--note-fg); }
dl { margin: 0 0 1.5rem; display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem;
  align-items: baseline; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 700; }
.actions { display: flex; flex-direction: column; gap: 0.75rem; }
form { margin: 0; }
button { width: 100%; min-height: 2.75rem; padding: 0.625rem 1rem; border-radius: 0.5rem; font: inherit;
  font-weight: 600; cursor: pointer; border: 1px solid var(--line); background: var(--card); color: var(--fg); }
button.primary { background: var(--primary); border-color: var(--primary); color: var(--primary-fg); }
button.danger { color: var(--danger); border-color: var(--danger); }
button:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
a { color: var(--primary); }
@media (max-width: 22rem) { dl { grid-template-columns: 1fr; } }
`;

export function renderSandboxCheckout(d: SandboxPageData): string {
  const e = escapeHtml;
  const form = (template: string, label: string, cls: string) =>
    `<form method="post" action="${e(actionPath(template, d.paymentId))}">` +
    `<button type="submit"${cls ? ` class="${cls}"` : ''}>${e(label)}</button></form>`;
  const actions = d.open
    ? `<div class="actions">
        ${form(ORDER_API.sandboxApprove, PAYMENT_MSG.approve, 'primary')}
        ${form(ORDER_API.sandboxCancel, PAYMENT_MSG.cancel, '')}
        ${form(ORDER_API.sandboxDecline, PAYMENT_MSG.decline, 'danger')}
      </div>`
    : `<p role="status">${e(CLOSED_TEXT[d.status])}</p>
      <p><a href="${e(d.myCoursesPath)}">${e(PAYMENT_MSG.goToMyCourses)}</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${e(PAYMENT_MSG.sandboxTitle)} – ${e(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <div class="card">
    <p class="brand">${e(PRODUCT_NAME)} payments</p>
    <h1>${e(PAYMENT_MSG.sandboxTitle)}</h1>
    <p class="note">${e(PAYMENT_MSG.sandboxNote)}</p>
    <dl>
      <dt>Course</dt><dd>${e(d.courseTitle)}</dd>
      <dt>Amount</dt><dd class="amount">${e(formatRupees(d.amountPaise))}</dd>
      <dt>Buyer</dt><dd>${e(d.buyerName)}<br>${e(d.buyerEmail)}</dd>
      <dt>Payment</dt><dd>${e(d.paymentId)}</dd>
    </dl>
    ${actions}
  </div>
</main>
</body>
</html>
`;
}
