// Writes the OpenAPI document generated from the routes' zod schemas to docs/openapi.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config/index.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-openapi-'));
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { logger: false });
await app.ready();
await fs.writeFile('docs/openapi.json', JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
await fs.rm(dataDir, { recursive: true, force: true });
console.log('docs/openapi.json written');
