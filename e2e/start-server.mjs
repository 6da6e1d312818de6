#!/usr/bin/env node
/**
 * Starts the built CMS server for the browser journeys (playwright.config.ts → webServer):
 * a fresh throwaway data directory under the OS temp dir, demo data, relaxed rate limits.
 * The server must already be built (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3210';
const serverMain = path.join(root, 'apps/server/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');
const webIndex = path.join(webDist, 'index.html');

if (!existsSync(serverMain)) {
  console.error(`[e2e] ${serverMain} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
if (!existsSync(webIndex)) {
  console.error(`[e2e] ${webIndex} is missing: the web app is not built (run \`npm run build\`).`);
  process.exit(1);
}

// A new, empty directory for every start (never shared with another run), removed on exit.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-data-'));
// Serve a snapshot of the built web app: a rebuild during the run (new chunk names) cannot break it.
const webSnapshot = path.join(dataDir, 'web');
cpSync(webDist, webSnapshot, { recursive: true });

const child = spawn(process.execPath, [serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'db'),
    WEB_DIST: webSnapshot,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_EMAIL_PER_15_MIN: '1000',
  },
});

const cleanUp = () => {
  if (!process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
};

// Playwright (and a terminal's Ctrl-C) signal the whole process group, the server included; a signal
// sent to this launcher alone is passed on if the server is still running a moment later.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }, 1500).unref();
  });
}

child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
