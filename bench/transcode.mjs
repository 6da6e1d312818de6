// npm run bench (BENCH_TRANSCODE=0 leaves it out): the HLS transcoding cost (issue 22). A generated minute of 1280×720 video with
// sound (testsrc2 and a tone: busy frames, so the encoder works as for a screen recording or
// better) is transcoded by the app's transcoder (apps/server/dist: one ffmpeg run, 240p/480p/720p,
// 4 s segments, at nice 10) and the CPU seconds (user + system of ffmpeg and its parent, from
// bash's `times`) and wall seconds per minute of video are printed beside their targets.
// BENCH_TRANSCODE_SECONDS sets the clip's length (default 60).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveFfmpeg } from '../apps/server/dist/video/ffmpeg-path.js';

/** Wall seconds per minute of video: under 60 keeps up with uploads in real time on one job. */
const WALL_TARGET = 60;
/** CPU seconds per minute of video: two cores can transcode a minute in under a minute. */
const CPU_TARGET = 120;

/** `times` prints the shell's own, then its children's user and system times (e.g. `1m2.345s 0m0.678s`). */
function childCpuSeconds(timesOutput) {
  const lines = timesOutput.trim().split('\n');
  const toSeconds = (t) => {
    const m = /(\d+)m([\d.]+)s/.exec(t);
    return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
  };
  return lines
    .at(-1)
    .trim()
    .split(/\s+/)
    .map(toSeconds)
    .reduce((a, b) => a + b, 0);
}

export async function transcodeBench() {
  const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH);
  if (!ffmpeg) {
    console.log('transcode: no ffmpeg (FFMPEG_PATH, PATH or @ffmpeg-installer/linux-x64): skipped');
    return;
  }
  const seconds = Number(process.env.BENCH_TRANSCODE_SECONDS ?? 60);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-bench-transcode-'));
  try {
    const input = path.join(dir, 'source.mp4');
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', input],
    ]);
    const childFile = fileURLToPath(new URL('transcode-child.mjs', import.meta.url));
    const started = process.hrtime.bigint();
    const out = execFileSync('bash', ['-c', 'node "$0" "$1" "$2" && times', childFile, input, path.join(dir, 'out')], {
      encoding: 'utf8',
      env: { ...process.env, FFMPEG_PATH: ffmpeg },
    });
    const wall = Number(process.hrtime.bigint() - started) / 1e9;
    const result = JSON.parse(out.split('\n').find((l) => l.startsWith('{')));
    const cpu = childCpuSeconds(out);
    const perMinute = 60 / result.seconds;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\nHLS transcoding (${result.seconds.toFixed(1)} s of 1280x720 → ${result.heights.join('/')}p; load ${load})`,
    );
    const line = (name, figure, target) =>
      console.log(
        `  ${name.padEnd(36)} ${figure.toFixed(1).padStart(7)} s   target < ${target} s  ${figure < target ? 'met' : 'NOT met'}`,
      );
    line('wall seconds per minute of video', wall * perMinute, WALL_TARGET);
    line('CPU seconds per minute of video', cpu * perMinute, CPU_TARGET);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await transcodeBench();
