// npm test: every suite, phase by phase, then one line per phase with its time, so that the next
// change that slows a phase shows. Phases in one step run side by side (each is mostly one core, or
// mostly waiting). Every phase runs even when an earlier one failed (except after a failed build,
// which the others need); the exit code is non-zero when any failed.
import { spawn } from 'node:child_process';

/** @type {{ name: string, command: string }[][]} */
const STEPS = [
  [{ name: 'build', command: 'npm run build' }],
  [
    { name: 'typecheck', command: 'node scripts/typecheck.mjs' },
    { name: 'lint', command: 'npm run lint' },
  ],
  [{ name: 'unit and server (vitest)', command: 'npx vitest run' }],
  [{ name: 'browser (playwright)', command: 'npx playwright test' }],
];

const seconds = (ms) => ms / 1000;
const clock = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`;

function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      resolve({ name, ok: code === 0, code: code ?? signal, time: seconds(Date.now() - started) }),
    );
  });
}

const results = [];
const started = Date.now();
for (const step of STEPS) {
  if (results.some((r) => r.name === 'build' && !r.ok)) {
    for (const phase of step) results.push({ name: phase.name, ok: false, code: 'skipped: the build failed', time: 0 });
    continue;
  }
  results.push(...(await Promise.all(step.map(run))));
}
const total = seconds(Date.now() - started);

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nnpm test — phase times');
for (const r of results)
  console.log(`  ${r.name.padEnd(width)}  ${clock(r.time).padStart(7)}  ${r.ok ? 'passed' : `FAILED (${r.code})`}`);
console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(7)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
