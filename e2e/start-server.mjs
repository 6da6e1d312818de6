#!/usr/bin/env node
/**
 * Starts the built CMS servers for the browser journeys (playwright.config.ts → webServer), one
 * per Playwright worker on E2E_PORT, E2E_PORT + 1, …: each with a fresh throwaway data directory
 * under the OS temp dir, demo data, relaxed rate limits, and a local SMTP server (smtp-server) that
 * the app delivers mail to: every message it receives is written to that server's mail directory
 * (e2e/support/env.ts E2E_MAIL_DIR), where the journeys read what a recipient gets (the outbox
 * never shows a usable reset link).
 * The server must already be built (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const basePort = process.env.E2E_PORT ?? '3210';
const serverMain = path.join(root, 'apps/server/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');
const webIndex = path.join(webDist, 'index.html');
/** The web app's server build (the first screens rendered to HTML): beside the web build, as the server looks for it. */
const webSsrDist = path.join(root, 'apps/web/dist-ssr');

if (!existsSync(serverMain)) {
  console.error(`[e2e] ${serverMain} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
if (!existsSync(webIndex)) {
  console.error(`[e2e] ${webIndex} is missing: the web app is not built (run \`npm run build\`).`);
  process.exit(1);
}
if (!existsSync(webSsrDist)) {
  console.error(`[e2e] ${webSsrDist} is missing: the web app's server build is not there (run \`npm run build\`).`);
  process.exit(1);
}

/** How many servers side by side (the first argument): one per Playwright worker (e2e/support/env.ts E2E_SERVERS). */
const servers = Number(process.argv[2] ?? 1);

/**
 * One Razorpay stand-in (the server tests' helper, loaded through tsx) for every server: its API and
 * its Checkout script, which pays by UPI in the browser (e2e/razorpay.spec.ts). The servers offer the
 * sandbox first (the other journeys' Buy Now) and Razorpay beside it.
 */
const { RazorpayStandIn, CHECKOUT_SCRIPT_PATH } = await tsImport(
  '../apps/server/test/helpers/razorpay-standin.ts',
  import.meta.url,
);
const razorpay = await new RazorpayStandIn().start();
const razorpayEnv = {
  PAYMENT_PROVIDER: 'sandbox,razorpay',
  RAZORPAY_KEY_ID: razorpay.keyId,
  RAZORPAY_KEY_SECRET: razorpay.keySecret,
  RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
  RAZORPAY_BASE_URL: razorpay.url,
  RAZORPAY_CHECKOUT_URL: `${razorpay.url}${CHECKOUT_SCRIPT_PATH}`,
};

/**
 * One server: a new, empty data directory (never shared with another run, removed on exit), a
 * snapshot of the built web app and its server build beside it (a rebuild during the run, with new
 * chunk names, cannot break it),
 * and a local SMTP server writing to the mail directory named after its port.
 */
async function startOne(port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-data-'));
  const webSnapshot = path.join(dataDir, 'web');
  cpSync(webDist, webSnapshot, { recursive: true });
  cpSync(webSsrDist, path.join(dataDir, 'dist-ssr'), { recursive: true });

  const mailDir = path.join(os.tmpdir(), `cms-e2e-mail-${port}`);
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no self-signed STARTTLS for the client to refuse.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        // Written before the 250 answer: once the app marked a mail sent, its file is complete.
        writeFileSync(path.join(mailDir, `${String(received).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', resolve);
  });
  const smtpPort = smtp.server.address().port;

  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'db'),
      WEB_DIST: webSnapshot,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_EMAIL_PER_15_MIN: '1000',
      // Mail goes to the local SMTP server above; links in it point to the address the journeys use.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_POLL_MS: '500',
      // No background transcoding: every journey plays the MP4 it uploaded, whatever the timing. The
      // adaptive-video journey runs on its own server with the worker on (E2E_TRANSCODE=1, scripts/test.mjs).
      TRANSCODE_CONCURRENCY: process.env.E2E_TRANSCODE === '1' ? '1' : '0',
      ...razorpayEnv,
    },
  });
  const cleanUp = () => {
    smtp.close();
    if (!process.env.KEEP_E2E_DATA) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailDir, { recursive: true, force: true });
    }
  };
  return { port, child, cleanUp };
}

/** Resolves once the server answers its health check; rejects when it exits first. */
async function ready({ port, child }) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server on ${port} exited`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const started = await Promise.all(Array.from({ length: servers }, (_, i) => startOne(Number(basePort) + i)));
let exiting = false;
for (const { child, cleanUp } of started) {
  child.on('exit', (code, signal) => {
    cleanUp();
    // One server gone ends the run's servers: the others are stopped and the launcher exits with it.
    if (!exiting) {
      exiting = true;
      for (const other of started)
        if (other.child !== child && other.child.exitCode === null) other.child.kill('SIGTERM');
    }
    if (started.every((s) => s.child.exitCode !== null || s.child.signalCode !== null))
      process.exit(code ?? (signal ? 0 : 1));
  });
}

// Playwright (and a terminal's Ctrl-C) signal the whole process group, the servers included; a
// signal sent to this launcher alone is passed on to servers still running a moment later.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    setTimeout(() => {
      for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }, 1500).unref();
  });
}

await Promise.all(started.map(ready));
// playwright.config.ts waits for this line.
console.log(`[e2e] ${servers} servers ready on ports ${started.map((s) => s.port).join(', ')}`);
