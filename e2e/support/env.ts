import os from 'node:os';
import path from 'node:path';

/** Where the journeys' server listens (see e2e/start-server.mjs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Where e2e/start-server.mjs's local SMTP server writes every message the app delivers (one .eml
 * file each, in order): named after the port, under the OS temp dir.
 */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `cms-e2e-mail-${E2E_PORT}`);
