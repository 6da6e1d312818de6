/**
 * The mail the app delivered, as its recipients get it: e2e/start-server.mjs runs a local SMTP
 * server that writes every message to E2E_MAIL_DIR (the outbox never shows a usable reset link).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { E2E_MAIL_DIR } from './env.js';

const addressesOf = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** Every delivered message to `address` with `subject`, oldest first. */
export async function deliveredTo(address: string, subject: string): Promise<ParsedMail[]> {
  const files = (await readdir(E2E_MAIL_DIR)).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(E2E_MAIL_DIR, f)))));
  return mails.filter((m) => m.subject === subject && addressesOf(m).includes(address.toLowerCase()));
}

/** Waits until `count` messages to `address` with `subject` were delivered; answers the newest. */
export async function awaitDelivered(address: string, subject: string, count = 1): Promise<ParsedMail> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => (mails = await deliveredTo(address, subject)).length, {
      message: `${count} mail(s) "${subject}" delivered to ${address}`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return mails.at(-1)!;
}
