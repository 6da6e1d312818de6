/**
 * HLS renditions of lesson videos (issue 22).
 * - Queueing: every lesson video upload queues a `video-renditions` job (in the upload's
 *   transaction); the job runner (jobs/job-runner.ts) runs it in the background.
 * - The job: one ffmpeg run (transcoder.ts) into a temp folder, progress into video_renditions,
 *   then every playlist and segment into storage under `hls/<upload id>/<height>p/`. A file ffmpeg
 *   cannot read ends as failed with "could not process" at once; other failures are retried.
 * - Serving: the master playlist is authorised like the video itself (MediaService.access); the
 *   variant playlists and segments it leads to are signed, short-lived URLs (url-signer.ts), or with
 *   the S3 driver presigned URLs of the bucket per segment.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HLS_API, VIDEO_MSG, pathTo, type LessonVideoProcessing, type VideoProcessing } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import type { RenditionInfo } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/index.js';
import { PermanentJobError, type JobContext, type JobHandler } from '../../jobs/job-runner.js';
import type { JobRepository } from '../../jobs/job-repository.js';
import type { Viewer } from '../../session/viewer.js';
import type { Storage } from '../../storage/storage.js';
import type { MediaService } from '../media/service.js';
import type { RenditionRow, VideoRenditionRepository } from './repository.js';
import { transcode, UnreadableVideoError, widthFor } from './transcoder.js';
import type { UrlSigner } from './url-signer.js';

export const VIDEO_RENDITIONS_JOB = 'video-renditions';

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';
/** A rendition in a URL: `480p`. */
export const RENDITION_PATTERN = /^(\d{2,4})p$/;
export const SEGMENT_PATTERN = /^seg_\d{4,6}\.ts$/;
/** H.264 Main 3.0 and AAC-LC, as the transcoder makes them. */
const CODECS = 'avc1.4d401e,mp4a.40.2';
const CODECS_SILENT = 'avc1.4d401e';

/** Variant playlist URLs in a master playlist live this long (the player fetches them at once). */
export const VARIANT_URL_SECONDS = 10 * 60;
/** Segment URLs live this long beyond twice the video's length (a viewer pausing, seeking back). */
export const SEGMENT_URL_SLACK_SECONDS = 15 * 60;

const prefixOf = (uploadId: string) => `hls/${uploadId}`;
const renditionName = (height: number) => `${height}p`;

export class VideoRenditionService implements JobHandler {
  /** Wakes the runner when set (the app sets it once the runner runs). */
  onQueued: (() => void) | null = null;

  constructor(
    private readonly repo: VideoRenditionRepository,
    private readonly jobs: JobRepository,
    private readonly storage: Storage,
    private readonly media: MediaService,
    private readonly signer: UrlSigner,
    private readonly ffmpegPath: string | null,
  ) {}

  // ---- queueing ----------------------------------------------------------------------------

  /** Queues the renditions of a lesson video, in the upload's transaction. */
  async queue(uploadId: string, tx: Tx): Promise<void> {
    await this.repo.queue(uploadId, tx);
    await this.jobs.enqueue(VIDEO_RENDITIONS_JOB, { uploadId }, tx);
  }

  /** After the upload's transaction committed: the runner may start at once. */
  queued(): void {
    this.onQueued?.();
  }

  // ---- the job -----------------------------------------------------------------------------

  async run(payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
    const uploadId = String(payload.uploadId);
    const upload = await this.repo.upload(uploadId);
    if (!upload) return; // deleted meanwhile (the clean-up): nothing to make
    if (!this.ffmpegPath) throw new Error('no ffmpeg (set FFMPEG_PATH)');
    const work = path.join(this.storage.tempDir(), `hls-${randomUUID()}`);
    try {
      await fs.mkdir(work, { recursive: true });
      const input = await this.localCopy(upload.storageKey, work);
      await this.repo.progress(uploadId, 0);
      let shown = 0;
      let shownAt = 0;
      const writes: Promise<void>[] = [];
      const result = await transcode(
        this.ffmpegPath,
        input,
        path.join(work, 'out'),
        (percent) => {
          // At most one write a second, and only when the figure moved.
          if (percent <= shown || Date.now() - shownAt < 1000) return;
          shown = percent;
          shownAt = Date.now();
          writes.push(this.repo.progress(uploadId, percent).catch(() => undefined));
        },
        ctx.signal,
      ).catch((err: unknown) => {
        if (err instanceof UnreadableVideoError) throw new PermanentJobError(VIDEO_MSG.couldNotProcess);
        throw err;
      });
      await Promise.all(writes);
      const prefix = prefixOf(uploadId);
      await this.storage.deletePrefix(`${prefix}/`);
      const renditions: RenditionInfo[] = [];
      for (const [i, height] of result.heights.entries()) {
        const dir = path.join(result.outDir, String(i));
        const stats = await this.store(dir, `${prefix}/${renditionName(height)}`);
        renditions.push({ height, width: widthFor(result.source, height), ...stats, hasAudio: result.source.hasAudio });
      }
      await this.repo.ready(uploadId, prefix, renditions);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }

  async giveUp(payload: Record<string, unknown>): Promise<void> {
    await this.repo.failed(String(payload.uploadId), VIDEO_MSG.couldNotProcess);
  }

  /** The stored video as a local file ffmpeg can read (the local driver's own file, else a download). */
  private async localCopy(key: string, work: string): Promise<string> {
    const delivery = await this.storage.deliver(key, { expiresInSeconds: 60 });
    if (delivery.kind === 'file') return path.join(delivery.root, delivery.path);
    const file = path.join(work, 'source');
    await pipeline(await this.storage.read(key), createWriteStream(file));
    return file;
  }

  /** Stores a rendition's playlist and segments; its peak and average bit rates from the segments. */
  private async store(dir: string, keyPrefix: string): Promise<{ bandwidth: number; averageBandwidth: number }> {
    const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
    const durations = new Map<string, number>();
    let last = 0;
    for (const line of playlist.split('\n')) {
      const inf = /^#EXTINF:([\d.]+)/.exec(line);
      if (inf) last = Number(inf[1]);
      else if (SEGMENT_PATTERN.test(line.trim())) durations.set(line.trim(), last);
    }
    let peak = 0;
    let bits = 0;
    let seconds = 0;
    for (const [name, duration] of durations) {
      const file = path.join(dir, name);
      const { size } = await fs.stat(file);
      bits += size * 8;
      seconds += duration;
      if (duration > 0) peak = Math.max(peak, (size * 8) / duration);
      await this.storage.putFile(`${keyPrefix}/${name}`, file, SEGMENT_TYPE);
    }
    await this.storage.putFile(`${keyPrefix}/index.m3u8`, path.join(dir, 'index.m3u8'), PLAYLIST_TYPE);
    return { bandwidth: Math.ceil(peak), averageBandwidth: Math.ceil(seconds > 0 ? bits / seconds : peak) };
  }

  // ---- serving -----------------------------------------------------------------------------

  private async readyVideo(lessonId: string): Promise<{ uploadId: string; row: RenditionRow }> {
    const video = await this.repo.lessonVideo(lessonId);
    if (!video) throw notFound(VIDEO_MSG.notFound);
    const row = await this.repo.one(video.uploadId);
    if (!row || row.state !== 'ready' || !row.prefix) throw notFound(VIDEO_MSG.notFound);
    return { uploadId: video.uploadId, row };
  }

  /** The master playlist, for whoever may watch the lesson's video (401/403/404 otherwise). */
  async master(lessonId: string, viewer: Viewer): Promise<{ body: string; isPublic: boolean }> {
    const video = await this.repo.lessonVideo(lessonId);
    if (!video) throw notFound(VIDEO_MSG.notFound);
    const access = await this.media.assertMayRead(video.uploadId, viewer);
    const { row } = await this.readyVideo(lessonId);
    const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
    for (const r of [...row.renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
      const rendition = renditionName(r.height);
      const variantPath = pathTo(HLS_API.variant, { lessonId, rendition });
      const codecs = r.hasAudio === false ? CODECS_SILENT : CODECS;
      lines.push(
        `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`,
        // Relative to the master's own URL, so it works behind any prefix or host.
        this.signer.signedUrl(variantPath, VARIANT_URL_SECONDS, `${rendition}/index.m3u8`),
      );
    }
    return { body: `${lines.join('\n')}\n`, isPublic: access === 'public' };
  }

  /** A rendition's playlist with signed segment URLs, for a valid signature (403 otherwise). */
  async variant(lessonId: string, rendition: string, exp: number, sig: string): Promise<string> {
    const variantPath = pathTo(HLS_API.variant, { lessonId, rendition });
    if (!this.signer.verify(variantPath, exp, sig)) throw forbidden(VIDEO_MSG.linkExpired);
    const { uploadId, row } = await this.readyVideo(lessonId);
    const height = Number(RENDITION_PATTERN.exec(rendition)?.[1]);
    if (!row.renditions.some((r) => r.height === height)) throw notFound(VIDEO_MSG.notFound);
    const keyPrefix = `${prefixOf(uploadId)}/${rendition}`;
    const text = await streamText(await this.storage.read(`${keyPrefix}/index.m3u8`));
    const duration = [...text.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    const seconds = Math.ceil(2 * duration) + SEGMENT_URL_SLACK_SECONDS;
    const out: string[] = [];
    for (const raw of text.split('\n')) {
      const line = raw.trim();
      if (!SEGMENT_PATTERN.test(line)) {
        out.push(raw);
        continue;
      }
      if (this.storage.driver === 's3') {
        const delivery = await this.storage.deliver(`${keyPrefix}/${line}`, { expiresInSeconds: seconds });
        out.push(delivery.kind === 'url' ? delivery.url : line);
      } else {
        const segmentPath = pathTo(HLS_API.segment, { lessonId, rendition, segment: line });
        out.push(this.signer.signedUrl(segmentPath, seconds, line));
      }
    }
    return out.join('\n');
  }

  /** Where a segment is, for a valid signature (403 otherwise). */
  async segment(lessonId: string, rendition: string, segment: string, exp: number, sig: string) {
    const segmentPath = pathTo(HLS_API.segment, { lessonId, rendition, segment });
    if (!this.signer.verify(segmentPath, exp, sig)) throw forbidden(VIDEO_MSG.linkExpired);
    const video = await this.repo.lessonVideo(lessonId);
    if (!video) throw notFound(VIDEO_MSG.notFound);
    const key = `${prefixOf(video.uploadId)}/${rendition}/${segment}`;
    if (!(await this.storage.stat(key))) throw notFound(VIDEO_MSG.notFound);
    const remaining = Math.max(60, exp - Math.floor(Date.now() / 1000));
    return this.storage.deliver(key, { expiresInSeconds: remaining });
  }

  /** The lesson's processing, for its course's instructor and admins. */
  async processing(lessonId: string, viewer: NonNullable<Viewer>): Promise<LessonVideoProcessing> {
    const video = await this.repo.lessonVideo(lessonId);
    if (!video) throw notFound(VIDEO_MSG.notFound);
    if (viewer.role !== 'Admin' && viewer.userId !== video.instructorId) throw forbidden();
    const row = await this.repo.one(video.uploadId);
    const state = processingOf(row);
    return {
      lessonId,
      videoProcessing: state,
      hlsUrl: row?.state === 'ready' ? pathTo(HLS_API.master, { lessonId }) : null,
    };
  }
}

/** What the lesson read says of a video's renditions: null when ready (hlsUrl says it) or unknown. */
export function processingOf(row: Pick<RenditionRow, 'state' | 'percent'> | undefined): VideoProcessing | null {
  if (!row) return null;
  const state = row.state as VideoProcessing['state'];
  return { state, percent: state === 'ready' ? 100 : row.percent };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}
