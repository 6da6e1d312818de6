// npm test: every suite, phase by phase, then one line per phase with its time, so that the next
// change that slows a phase shows. Phases in one step run side by side (each is mostly one core, or
// mostly waiting). Every phase runs even when an earlier one failed (except after a failed build,
// which the others need); the exit code is non-zero when any failed.
import { spawn } from 'node:child_process';

/** @type {{ name: string, command: string }[][]} */
const STEPS = [
  [{ name: 'build', command: 'npm run build' }],
  // The type checks keep both cores busy (two compilers at once): alone.
  [{ name: 'typecheck', command: 'node scripts/typecheck.mjs' }],
  [
    { name: 'unit and server (vitest)', command: 'npx vitest run' },
    // ESLint (one core) beside vitest, whose workers mostly wait on sockets and databases.
    { name: 'lint', command: 'npm run lint' },
    // The adaptive-video journey on a server of its own with the transcoding worker on (ffmpeg at nice
    // 10): beside vitest, which leaves a core mostly waiting, rather than after the other journeys.
    {
      name: 'browser: adaptive video',
      command: 'E2E_TRANSCODE=1 E2E_SERVERS=1 E2E_PORT=3250 npx playwright test --output test-results-transcode',
    },
  ],
  [{ name: 'browser (playwright)', command: 'npx playwright test' }],
];

const seconds = (ms) => ms / 1000;
const clock = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`;

// A failing test's name and message are printed again after the table: CI shows only the end of the
// output, and a failure far up in a long log would otherwise be out of sight.
const FAILURE_LINE = /(FAIL|✘|×|✗|Error:|AssertionError|expected|Expected|Received|timed out|\d+\) \[)/;
const FAILURE_LINES_KEPT = 60;
// eslint-disable-next-line no-control-regex
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');

function run({ name, command }) {
  const started = Date.now();
  const failureLines = [];
  const keep = (chunk) => {
    for (const line of plain(chunk.toString()).split('\n'))
      if (FAILURE_LINE.test(line) && !line.includes('✓') && failureLines.length < FAILURE_LINES_KEPT)
        failureLines.push(line.trimEnd());
  };
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (process.stdout.write(d), keep(d)));
    child.stderr.on('data', (d) => (process.stderr.write(d), keep(d)));
    child.on('close', (code, signal) =>
      resolve({ name, ok: code === 0, code: code ?? signal, time: seconds(Date.now() - started), failureLines }),
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
for (const r of results.filter((r) => !r.ok && r.failureLines?.length)) {
  console.log(`\n${r.name}: what failed (lines of its output that name a failure, the first ${FAILURE_LINES_KEPT})`);
  for (const line of r.failureLines) console.log(`  ${line}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
