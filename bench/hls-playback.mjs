// npm run bench (BENCH_HLS=0 leaves it out): adaptive video in a throttled browser (issue 22). A generated 30 s 1280×720 clip with
// sound is transcoded by the app's transcoder (apps/server/dist: 240p/480p/720p, 4 s segments); a
// loopback server serves its renditions (a master playlist with each rendition's peak bandwidth), the
// clip itself as an MP4 (faststart) and the hls.js light build the player uses (gzip, as the app serves it). Debian's Chromium
// (CHROME_PATH or /usr/bin/chromium, through Playwright) plays each with the network emulated over
// CDP (Network.emulateNetworkConditions): "4G" (9 Mbps, 170 ms RTT) and "slow" (1.6 Mbps, 150 ms RTT,
// Lighthouse's slow 4G). Printed per profile: the time to the first frame (requestVideoFrameCallback,
// from the page's start, median of BENCH_HLS_RUNS runs, default 3) of HLS beside the MP4 (the baseline in
// the same run), the rendition switches hls.js made in BENCH_HLS_PLAY_SECONDS (default 10) and the
// rendition it ended on. Target: HLS starts in under 1 s on 4G.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import ts from 'typescript';
import { resolveFfmpeg } from '../apps/server/dist/video/ffmpeg-path.js';
import { transcode } from '../apps/server/dist/modules/video-renditions/transcoder.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const HLS_LIGHT = path.join(root, 'node_modules/hls.js/dist/hls.light.mjs');
const START_TARGET_MS = 1000;
const PROFILES = [
  { name: '4G (9 Mbps, 170 ms RTT)', kbps: 9000, rttMs: 170, target: START_TARGET_MS },
  { name: 'slow (1.6 Mbps, 150 ms RTT)', kbps: 1600, rttMs: 150, target: null },
];
const TYPES = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
};

/**
 * The app's HLS start (apps/web/src/components/player/hls-start.ts: hls.js, the master and the
 * lightest rendition's playlist side by side, then hls.js with its configuration), compiled from its
 * source as it stands and inlined in the page as the player's chunk carries it.
 */
function hlsStartScript() {
  const source = readFileSync(path.join(root, 'apps/web/src/components/player/hls-start.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return outputText.replace(/^export /gm, '');
}

/** The page: one <video>, muted and autoplaying, fed by hls.js as the app starts it, or the MP4. */
const page = () => `<!doctype html><html><head>
<script type="importmap">{ "imports": { "hls.js/light": "/hls.light.mjs" } }</script></head>
<body><video id="v" muted autoplay playsinline width="640" height="360"></video>
<script type="module">
const t0 = performance.now();
const result = { firstFrameMs: null, switches: [], source: new URLSearchParams(location.search).get('source') };
window.result = result;
const video = document.getElementById('v');
video.requestVideoFrameCallback(() => { result.firstFrameMs = performance.now() - t0; });
${hlsStartScript()}
if (result.source === 'hls') {
  startHls('/hls/master.m3u8');
  const Hls = await loadHlsJs();
  const hls = new Hls(hlsConfig(Hls));
  hls.on(Hls.Events.LEVEL_SWITCHED, (_e, d) => result.switches.push(hls.levels[d.level].height));
  hls.loadSource('/hls/master.m3u8');
  hls.attachMedia(video);
} else {
  video.src = '/source.mp4';
}
</script></body></html>`;

async function peakBandwidth(dir) {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const lines = playlist.split('\n');
  let peak = 0;
  let total = 0;
  let seconds = 0;
  for (let i = 0; i < lines.length; i++) {
    const m = /^#EXTINF:([\d.]+)/.exec(lines[i]);
    if (!m) continue;
    const { size } = await fs.stat(path.join(dir, lines[i + 1].trim()));
    peak = Math.max(peak, (size * 8) / Number(m[1]));
    total += size * 8;
    seconds += Number(m[1]);
  }
  return { peak: Math.round(peak), average: Math.round(total / seconds) };
}

async function prepare(dir) {
  const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH);
  if (!ffmpeg) return null;
  const source = path.join(dir, 'source.mp4');
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '30', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', '-movflags', '+faststart', source],
  ]);
  const out = path.join(dir, 'hls');
  const result = await transcode(ffmpeg, source, out, () => undefined);
  const master = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const [i, height] of result.heights.entries()) {
    const bw = await peakBandwidth(path.join(out, String(i)));
    master.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bw.peak},AVERAGE-BANDWIDTH=${bw.average},RESOLUTION=${Math.round((height * 16) / 9 / 2) * 2}x${height}`,
    );
    master.push(`${i}/index.m3u8`);
  }
  await fs.writeFile(path.join(out, 'master.m3u8'), master.join('\n') + '\n');
  return { heights: result.heights, mp4Bytes: (await fs.stat(source)).size };
}

function serve(dir) {
  const html = page();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    try {
      if (url.pathname === '/') return res.writeHead(200, { 'content-type': TYPES['.html'] }).end(html);
      const file = url.pathname === '/hls.light.mjs' ? HLS_LIGHT : path.join(dir, path.normalize(url.pathname));
      if (!file.startsWith(dir) && file !== HLS_LIGHT) return res.writeHead(403).end();
      const body = await fs.readFile(file);
      // hls.js goes compressed, as the app's precompressed chunk does (the playlists are tiny, the segments are video).
      if (file === HLS_LIGHT) {
        const gz = gzipSync(body);
        return res
          .writeHead(200, { 'content-type': TYPES['.mjs'], 'content-encoding': 'gzip', 'content-length': gz.length })
          .end(gz);
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (range) {
        const start = Number(range[1]);
        const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
        res.writeHead(206, {
          'content-type': type,
          'accept-ranges': 'bytes',
          'content-range': `bytes ${start}-${end}/${body.length}`,
          'content-length': end - start + 1,
        });
        return res.end(body.subarray(start, end + 1));
      }
      res.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': body.length }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function playOnce(browser, baseUrl, source, profile, playSeconds) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.kbps * 1000) / 8,
    uploadThroughput: (profile.kbps * 1000) / 8,
  });
  await page.goto(`${baseUrl}/?source=${source}`);
  await page.waitForFunction(() => globalThis.result?.firstFrameMs != null, null, { timeout: 60_000 });
  await page.waitForTimeout(playSeconds * 1000);
  const result = await page.evaluate(() => globalThis.result);
  await context.close();
  return result;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function hlsPlaybackBench() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-bench-hls-'));
  let server;
  let browser;
  try {
    const made = await prepare(dir);
    if (!made) {
      console.log('HLS playback: no ffmpeg (FFMPEG_PATH, PATH or @ffmpeg-installer/linux-x64): skipped');
      return;
    }
    server = await serve(dir);
    const baseUrl = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
    });
    const runs = Number(process.env.BENCH_HLS_RUNS ?? 3);
    const playSeconds = Number(process.env.BENCH_HLS_PLAY_SECONDS ?? 10);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\nHLS playback (30 s 1280x720 → ${made.heights.join('/')}p, MP4 ${(made.mp4Bytes / 1e6).toFixed(1)} MB; median of ${runs}; load ${load})`,
    );
    for (const profile of PROFILES) {
      const hls = [];
      const mp4 = [];
      for (let i = 0; i < runs; i++) {
        hls.push(await playOnce(browser, baseUrl, 'hls', profile, playSeconds));
        mp4.push(await playOnce(browser, baseUrl, 'mp4', profile, 0));
      }
      const hlsStart = median(hls.map((r) => r.firstFrameMs));
      const mp4Start = median(mp4.map((r) => r.firstFrameMs));
      const switches = median(hls.map((r) => Math.max(0, r.switches.length - 1)));
      const endedOn = hls.map((r) => `${r.switches.at(-1) ?? '?'}p`).join(', ');
      const verdict = profile.target === null ? '' : hlsStart < profile.target ? '  met' : '  NOT met';
      console.log(
        `  ${profile.name.padEnd(28)} first frame HLS ${hlsStart.toFixed(0).padStart(5)} ms, MP4 ${mp4Start.toFixed(0).padStart(5)} ms (HLS/MP4 ${(hlsStart / mp4Start).toFixed(2)})` +
          `${profile.target === null ? '' : `   target HLS < ${profile.target} ms${verdict}`}`,
      );
      console.log(
        `  ${''.padEnd(28)} rendition switches in ${playSeconds} s: ${switches} (median); rendition at the end: ${endedOn}`,
      );
    }
  } finally {
    await browser?.close();
    server?.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await hlsPlaybackBench();
