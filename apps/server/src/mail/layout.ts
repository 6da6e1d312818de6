/**
 * One look for every e-mail: a heading, paragraphs, an optional button (a link) and a footer, as
 * plain text and as HTML (inline styles only: mail clients ignore style sheets). Every value is
 * HTML-escaped; links must be absolute URLs built by the caller from the app's address.
 */
import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@cms/contract';
import type { MailContent, MailKind, OutgoingMail } from './mail.js';

export interface MailLayout {
  subject: string;
  /** e.g. "Hello Aarav," */
  greeting: string;
  paragraphs: string[];
  /** A call to action: a button in HTML, "label: url" in text. */
  action?: { label: string; url: string };
  /** Optional lines as a key–value table (a receipt's order, amount, date). */
  details?: [label: string, value: string][];
  /** Small print under the content (why you got this mail). */
  footer?: string;
}

const FOOTER = `You received this e-mail from ${PRODUCT_NAME}.`;

/** "Hello Aarav,": the first word of the recipient's name (the whole name if it has no spaces). */
export const greetingFor = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || name},`;

export function renderMail(m: MailLayout): MailContent {
  const footer = m.footer ?? FOOTER;
  const text = [
    m.greeting,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.details?.length ? [...m.details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(m.action ? [`${m.action.label}: ${m.action.url}`, ''] : []),
    '--',
    footer,
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const details = m.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${m.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#64748b">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = m.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(m.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(m.action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(m.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head><body style="margin:0;padding:24px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"><p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4f46e5">${escapeHtml(PRODUCT_NAME)}</p>${p(m.greeting)}${m.paragraphs.map(p).join('')}${details}${action}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="margin:0;font-size:12px;color:#64748b">${escapeHtml(footer)}</p></div></body></html>`;
  return { subject: m.subject, text, html };
}

/** Who a mail goes to: greeted by the first word of the name. */
export interface MailRecipient {
  name: string;
  email: string;
}

/** A mail of `kind` to `to` in the one look, opening with their greeting. */
export function mailTo(to: MailRecipient, kind: MailKind, layout: Omit<MailLayout, 'greeting'>): OutgoingMail {
  return { ...renderMail({ ...layout, greeting: greetingFor(to.name) }), to: to.email, toName: to.name, kind };
}
