// npm run dev: the contract is built once, then the API server (watch mode) and the
// Vite dev server (port 5173, proxying /api to the server on 3000) run side by side.
import { execSync } from 'node:child_process';
import concurrently from 'concurrently';

execSync('npx tsc -b packages/contract', { stdio: 'inherit' });
const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npx tsx watch --clear-screen=false apps/server/src/main.ts',
      env: { NODE_ENV: 'development', PORT: '3000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
      prefixColor: 'blue',
    },
    { name: 'web', command: 'npm run dev -w apps/web', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
