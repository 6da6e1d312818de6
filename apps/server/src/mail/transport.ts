/** How a mail leaves the server: nodemailer's SMTP transport, behind a small interface the worker uses. */
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailAttachment } from './attachments.js';

/** One message as handed to the transport. */
export interface TransportMessage {
  from: string;
  to: { name: string; address: string } | string;
  subject: string;
  text: string;
  html: string;
  /** The outbox row's id, as a header: the same mail sent twice can be recognised downstream. */
  outboxId: string;
  /** Files made for this attempt (an invoice PDF). */
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Resolves when the server accepted the message; rejects with the reason otherwise. */
  send(message: TransportMessage): Promise<void>;
  close(): void;
}

/** Timeouts so that a server that stops answering fails the attempt instead of holding the worker. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** An SMTP transport for `smtpUrl` (smtp:// or smtps://, credentials in the URL, options as query parameters). */
export function smtpTransport(smtpUrl: string): MailTransport {
  // nodemailer is loaded at the first mail, not at start (docs/performance.md, restart).
  let transporter: Promise<Transporter<SMTPTransport.SentMessageInfo>> | null = null;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: smtpUrl, ...TIMEOUTS }),
    ));
  return {
    async send(m) {
      const info = await (
        await open()
      ).sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: { 'X-CMS-Outbox-Id': m.outboxId },
        ...(m.attachments?.length && { attachments: m.attachments }),
      });
      if (info.rejected.length > 0) throw new Error(`recipient rejected: ${info.response}`);
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
