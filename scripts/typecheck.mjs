// The type checks that `tsc -b` (part of the build) does not cover: the web app, and the tests of the
// server, the contract, the docs and the browser journeys, each with its own compiler settings.
// Two at a time (this is a two-core machine); npm run typecheck runs `tsc -b` first.
import { spawn } from 'node:child_process';

const PROJECTS = [
  'apps/web',
  'apps/server/test/tsconfig.json',
  'packages/contract/test/tsconfig.json',
  'test/tsconfig.json',
  'e2e',
];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code !== 0) console.error(`typecheck: ${project} failed`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
