/**
 * A real local SMTP server (smtp-server) for the mail tests: listens on 127.0.0.1 (a free port, or
 * a given one to come back on after a stop), accepts any sender without authentication, and keeps
 * every message parsed with mailparser. A message is in `messages` before the server answers 250,
 * so once the worker's run ended the mail it sent is here.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:PORT — the app's SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** The messages to `address`. */
  to(address: string): ParsedMail[];
  stop(): Promise<void>;
}

const addressesOf = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

export async function startSmtp(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no self-signed STARTTLS for the client to refuse.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    to: (address) => messages.filter((m) => addressesOf(m).includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
