/**
 * One ffmpeg run makes every HLS rendition of a video (issue 22): 240p, 480p and 720p, none above
 * the source's height (a smaller source gets one rendition at its own height), H.264 (main) and
 * AAC, 4-second MPEG-TS segments with a key frame at each segment start. `-xerror` stops at the first
 * decoding error, so a truncated or broken file fails instead of making a short video. Progress
 * comes from `-progress pipe:1`. The child runs at nice 10 so the app's requests come first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HLS_RENDITION_HEIGHTS, HLS_SEGMENT_SECONDS } from '@cms/contract';

/** What ffmpeg says of the input. */
export interface SourceInfo {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

export class UnreadableVideoError extends Error {}

/** Video bit rates per height (kbit/s, capped; CRF decides below the cap). */
const MAX_KBPS: Record<number, number> = { 240: 400, 360: 700, 480: 1000, 720: 2500 };
const AUDIO_KBPS = 96;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** The heights to make for a source `height` pixels high. */
export function renditionHeights(height: number): number[] {
  const fit = HLS_RENDITION_HEIGHTS.filter((h) => h <= height);
  return fit.length > 0 ? [...fit] : [even(height)];
}

/** The width ffmpeg's `scale=-2:height` gives: rounded, then down to an even number. */
export function widthFor(source: SourceInfo, height: number): number {
  return Math.max(2, 2 * Math.floor(Math.round((source.width * height) / source.height) / 2));
}

function run(ffmpeg: string, args: string[], signal?: AbortSignal, onStdout?: (chunk: string) => void) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // not allowed here: it runs at normal priority
      }
    }
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-20_000);
    });
    child.stdout.setEncoding('utf8').on('data', (d: string) => onStdout?.(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Reads the input's size, duration and whether it has sound (ffmpeg -i prints them). */
export async function probe(ffmpeg: string, input: string): Promise<SourceInfo> {
  const { stderr } = await run(ffmpeg, ['-hide_banner', '-nostdin', '-i', input]);
  const video = /Stream #\S+.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!video || !duration) throw new UnreadableVideoError('no video stream');
  const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  if (!(seconds > 0)) throw new UnreadableVideoError('no duration');
  return {
    width: Number(video[1]),
    height: Number(video[2]),
    durationSeconds: seconds,
    hasAudio: /Stream #\S+.*?: Audio: /.test(stderr),
  };
}

/** The ffmpeg arguments of one run writing `<outDir>/<i>/index.m3u8` and its segments per height. */
export function transcodeArgs(input: string, outDir: string, source: SourceInfo, heights: number[]): string[] {
  const split = `[0:v]split=${heights.length}${heights.map((_, i) => `[s${i}]`).join('')}`;
  const scales = heights.map((h, i) => `[s${i}]scale=-2:${h}[v${i}]`);
  const args = ['-hide_banner', '-nostdin', '-y', '-xerror', '-loglevel', 'error', '-progress', 'pipe:1'];
  args.push('-i', input, '-filter_complex', [split, ...scales].join(';'));
  heights.forEach((h, i) => {
    const kbps = MAX_KBPS[h] ?? Math.round((h * h) / 200);
    args.push('-map', `[v${i}]`);
    args.push(`-c:v:${i}`, 'libx264', `-maxrate:v:${i}`, `${kbps}k`, `-bufsize:v:${i}`, `${kbps * 2}k`);
    if (source.hasAudio) args.push('-map', '0:a:0');
  });
  args.push('-preset', 'veryfast', '-profile:v', 'main', '-crf', '23', '-pix_fmt', 'yuv420p', '-sc_threshold', '0');
  args.push('-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`);
  if (source.hasAudio) args.push('-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2');
  const streams = heights.map((_, i) => (source.hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(outDir, '%v', 'seg_%04d.ts'),
    '-var_stream_map',
    streams,
    path.join(outDir, '%v', 'index.m3u8'),
  );
  return args;
}

/** The seconds done, from a `-progress` block (`out_time_ms` is in microseconds, as `out_time_us`). */
export function progressSeconds(text: string): number | null {
  const matches = [...text.matchAll(/out_time_(?:ms|us)=(\d+)/g)];
  const last = matches.at(-1);
  return last ? Number(last[1]) / 1_000_000 : null;
}

export interface TranscodeResult {
  source: SourceInfo;
  heights: number[];
  /** `<outDir>/<index of height>/` holds index.m3u8 and seg_NNNN.ts. */
  outDir: string;
}

/**
 * Transcodes `input` into `outDir`; `onProgress` gets 0–99 while it runs. Rejects with
 * UnreadableVideoError when the file cannot be read or decoded to its end.
 */
export async function transcode(
  ffmpeg: string,
  input: string,
  outDir: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TranscodeResult> {
  const source = await probe(ffmpeg, input);
  const heights = renditionHeights(source.height);
  await Promise.all(heights.map((_, i) => fs.mkdir(path.join(outDir, String(i)), { recursive: true })));
  let pending = '';
  const { code, stderr } = await run(ffmpeg, transcodeArgs(input, outDir, source, heights), signal, (chunk) => {
    pending += chunk;
    const end = pending.lastIndexOf('progress=');
    if (end < 0) return;
    const seconds = progressSeconds(pending.slice(0, end));
    pending = pending.slice(end + 'progress='.length);
    if (seconds !== null) onProgress(Math.min(99, Math.floor((seconds / source.durationSeconds) * 100)));
  });
  signal?.throwIfAborted();
  if (code !== 0) throw new UnreadableVideoError(stderr.trim().split('\n').at(-1) ?? `ffmpeg exited with ${code}`);
  return { source, heights, outDir };
}
