import os from 'node:os';
import path from 'node:path';

/**
 * The journeys run on E2E_SERVERS servers side by side (e2e/start-server.mjs on E2E_PORT,
 * E2E_PORT + 1, …), as many as Playwright workers: worker i (its TEST_PARALLEL_INDEX, which a
 * replacement worker keeps) talks only to server i, so two journeys never read each other's changes.
 */
export const E2E_SERVERS = Number(process.env.E2E_SERVERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);

/** The address of server `index`. */
export const serverUrl = (index: number): string => `http://127.0.0.1:${FIRST_PORT + index}`;

/** This worker's server (the first one outside a worker: the config, the launcher). */
export const E2E_PORT = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Where e2e/start-server.mjs's local SMTP server for this worker's server writes every message the
 * app delivers (one .eml file each, in order): named after the port, under the OS temp dir.
 */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `cms-e2e-mail-${E2E_PORT}`);
