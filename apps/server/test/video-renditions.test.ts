/**
 * Adaptive video (issue 22): an uploaded lesson video is queued for HLS renditions; the job (one
 * ffmpeg run) makes 240p and 480p of a 480p clip (nothing above the source), the lesson read gives
 * `hlsUrl`, the master playlist is authorised like the video (buyer, instructor, admin; a free
 * preview for anyone; others 401/403), variant playlists and segments by signed URLs (a tampered or
 * expired signature: 403). A truncated file ends as failed with "could not process" on its first
 * attempt; a job whose worker died (its lease ran out) is claimed again and finishes.
 * One clip, made here with the ffmpeg binary (3 s, 854×480, with sound), serves every test.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COURSE_API, HLS_API, VIDEO_MSG, hlsMasterUrl, pathTo, videoProcessingPath } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRepository } from '../src/jobs/job-repository.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { VIDEO_RENDITIONS_JOB } from '../src/modules/video-renditions/service.js';
import { UrlSigner } from '../src/modules/video-renditions/url-signer.js';
import { sql } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { courseInput, enrol, pathOf, uploadThumbnail, uploadVideo } from './helpers/courses.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { startS3, type LocalS3 } from './helpers/s3.js';
import { suiteWithUsers } from './helpers/suite.js';

/** The non-comment lines of a playlist. */
const uris = (playlist: string) =>
  playlist
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

describe('HLS renditions of lesson videos (pglite)', () => {
  const t = suiteWithUsers('pglite', {
    owner: USUAL_PEOPLE.priya,
    other: USUAL_PEOPLE.rahul,
    buyer: ['Student', 'Ravi Kumar'],
    ...usualCast('admin', 'stranger'),
  });
  let workDir: string;
  let clip: Buffer;
  let runner: JobRunner;
  let jobs: JobRepository;
  let free: string; // lesson 1: a free preview
  let paid: string; // lesson 2

  /** A published course of these videos as `owner` (lesson 1 a free preview); its lesson ids. */
  async function courseOf(videos: Buffer[]): Promise<{ id: string; lessons: string[] }> {
    const thumb = await uploadThumbnail(t.owner.client);
    const ids: string[] = [];
    for (const v of videos) ids.push(await uploadVideo(t.owner.client, v));
    const res = await t.owner.client.post(COURSE_API.instructorCourses, courseInput(thumb, ids));
    expect(res.status, res.text).toBe(201);
    const id = res.body.course.id as string;
    const pub = await t.owner.client.request('PUT', pathOf(COURSE_API.publish, id), { json: { isPublished: true } });
    expect(pub.status, pub.text).toBe(200);
    return { id, lessons: (res.body.course.lessons as { id: string }[]).map((l) => l.id) };
  }

  const lessonOf = async (client: Client, courseId: string, lessonId: string) => {
    const res = await client.get(pathOf(COURSE_API.course, courseId));
    expect(res.status, res.text).toBe(200);
    return (res.body.lessons as { id: string; hlsUrl: string | null; videoProcessing: unknown }[]).find(
      (l) => l.id === lessonId,
    )!;
  };

  let courseId: string;

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-hls-'));
    const file = path.join(workDir, 'clip.mp4');
    const ffmpeg = t.config.video.ffmpegPath!;
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=24', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...[
        '-t',
        '3',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        file,
      ],
    ]);
    clip = await fs.readFile(file);
    jobs = t.app.services.jobs;
    runner = new JobRunner(jobs, { [VIDEO_RENDITIONS_JOB]: t.app.services.videoRenditions }, { concurrency: 1 });
    const course = await courseOf([clip, clip]);
    courseId = course.id;
    [free, paid] = course.lessons as [string, string];
    await enrol(t, t.buyer.userId, courseId);
  });

  afterAll(async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('queued on upload: the lesson says so, the master playlist is not there yet; the job makes it', async () => {
    const before = await lessonOf(t.owner.client, courseId, paid);
    expect(before.hlsUrl).toBeNull();
    expect(before.videoProcessing).toEqual({ state: 'queued', percent: 0 });
    expect((await t.buyer.client.get(hlsMasterUrl(paid))).status).toBe(404);

    expect(await runner.runOnce()).toBe(2);

    const after = await lessonOf(t.buyer.client, courseId, paid);
    expect(after.hlsUrl).toBe(hlsMasterUrl(paid));
    expect(after.videoProcessing).toBeNull();
    const status = await t.owner.client.get(videoProcessingPath(paid));
    expect(status.status, status.text).toBe(200);
    expect(status.body).toEqual({
      lessonId: paid,
      videoProcessing: { state: 'ready', percent: 100 },
      hlsUrl: hlsMasterUrl(paid),
    });
  });

  it('the master playlist lists 240p and 480p (not above the source); a variant and a segment by signed URL', async () => {
    const master = await t.buyer.client.get(hlsMasterUrl(paid));
    expect(master.status, master.text).toBe(200);
    expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    expect(master.text).toMatch(/RESOLUTION=426x240/);
    expect(master.text).toMatch(/RESOLUTION=854x480/);
    expect(master.text).not.toMatch(/x720/);
    const variants = uris(master.text);
    expect(variants).toHaveLength(2);
    expect(variants[0]).toMatch(/^240p\/index\.m3u8\?exp=\d+&sig=[\w-]+$/);

    // Relative to the master's URL, fetched without the session (hls.js, a CDN).
    const base = new URL(hlsMasterUrl(paid), t.url);
    const variantUrl = new URL(variants[1]!, base);
    const anonymous = t.client();
    const variant = await anonymous.get(variantUrl.pathname + variantUrl.search);
    expect(variant.status, variant.text).toBe(200);
    expect(variant.text).toContain('#EXT-X-ENDLIST');
    const segments = uris(variant.text);
    expect(segments.length).toBeGreaterThan(0);
    const segmentUrl = new URL(segments[0]!, variantUrl);
    const segment = await anonymous.get(segmentUrl.pathname + segmentUrl.search);
    expect(segment.status, segment.text.slice(0, 200)).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.bytes[0]).toBe(0x47); // an MPEG-TS sync byte

    // Tampered: another segment's path under this signature, or a changed signature.
    const other = segmentUrl.pathname.replace(/seg_\d+/, 'seg_0009');
    expect((await anonymous.get(other + segmentUrl.search)).status).toBe(403);
    const tampered = segmentUrl.search.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await anonymous.get(segmentUrl.pathname + tampered)).status).toBe(403);
    expect((await anonymous.get(segmentUrl.pathname)).status).toBe(403);
    expect((await anonymous.get(variantUrl.pathname)).status).toBe(403);
    // Expired: rightly signed with the server's key, an hour ago.
    const past = new UrlSigner(t.config.video.urlSecret, () => Date.now() - 7200_000);
    const expired = past.signedUrl(segmentUrl.pathname, 60, segmentUrl.pathname);
    const gone = await anonymous.get(expired);
    expect(gone.status).toBe(403);
    expect(gone.body.error.message).toBe(VIDEO_MSG.linkExpired);
    // The right key and time: the same path answers.
    const fresh = new UrlSigner(t.config.video.urlSecret).signedUrl(segmentUrl.pathname, 60, segmentUrl.pathname);
    expect((await anonymous.get(fresh)).status).toBe(200);
  });

  it('the master playlist is authorised like the video: buyer, instructor, admin; free preview for anyone', async () => {
    const status = async (client: Client, lessonId: string) => (await client.get(hlsMasterUrl(lessonId))).status;
    expect(await status(t.buyer.client, paid)).toBe(200);
    expect(await status(t.owner.client, paid)).toBe(200);
    expect(await status(t.admin.client, paid)).toBe(200);
    expect(await status(t.stranger.client, paid)).toBe(403);
    expect(await status(t.other.client, paid)).toBe(403);
    expect(await status(t.client(), paid)).toBe(401);
    expect(await status(t.client(), free)).toBe(200);
    expect(await status(t.stranger.client, free)).toBe(200);
    // The processing: the course's instructor and admins.
    expect((await t.admin.client.get(videoProcessingPath(paid))).status).toBe(200);
    expect((await t.other.client.get(videoProcessingPath(paid))).status).toBe(403);
    expect((await t.buyer.client.get(videoProcessingPath(paid))).status).toBe(403);
    expect((await t.client().get(videoProcessingPath(paid))).status).toBe(401);
  });

  it('a truncated file ends as failed, "could not process", on its first attempt', async () => {
    const truncated = clip.subarray(0, Math.floor(clip.length * 0.6));
    const course = await courseOf([truncated]);
    const lessonId = course.lessons[0]!;
    expect(await runner.runOnce()).toBe(1);
    const lesson = await lessonOf(t.owner.client, course.id, lessonId);
    expect(lesson.hlsUrl).toBeNull();
    expect(lesson.videoProcessing).toMatchObject({ state: 'failed' });
    const [job] = await t.query<{ state: string; error: string; attempts: number }>(
      sql`select j.state, j.error, j.attempts from jobs j join lessons l on l.video_upload_id = (j.payload->>'uploadId')::uuid where l.id = ${lessonId}`,
    );
    expect(job).toEqual({ state: 'failed', error: VIDEO_MSG.couldNotProcess, attempts: 1 });
    const [row] = await t.query<{ error: string }>(
      sql`select r.error from video_renditions r join lessons l on l.video_upload_id = r.upload_id where l.id = ${lessonId}`,
    );
    expect(row!.error).toBe(VIDEO_MSG.couldNotProcess);
    // The original MP4 is still what plays.
    expect((await t.owner.client.get(hlsMasterUrl(lessonId))).status).toBe(404);
  });

  it('survives a restart mid-transcode: a job whose lease ran out is claimed again and finishes', async () => {
    const course = await courseOf([clip]);
    const lessonId = course.lessons[0]!;
    // A worker claims it and dies (the process is killed): its lease holds the job for 60 s.
    const [claimed] = await jobs.claim([VIDEO_RENDITIONS_JOB], 1, 60_000);
    expect(claimed).toBeDefined();
    await t.query(
      sql`update video_renditions set state = 'processing', percent = 40 where upload_id = ${claimed!.payload.uploadId as string}`,
    );
    // Another worker (the restarted app) leaves it alone while the lease holds…
    expect(await runner.runOnce()).toBe(0);
    expect((await lessonOf(t.owner.client, course.id, lessonId)).videoProcessing).toEqual({
      state: 'processing',
      percent: 40,
    });
    // …and takes it once the lease ran out.
    await t.query(sql`update jobs set locked_until = now() - interval '1 second' where id = ${claimed!.id}`);
    expect(await runner.runOnce()).toBe(1);
    const lesson = await lessonOf(t.owner.client, course.id, lessonId);
    expect(lesson.hlsUrl).toBe(hlsMasterUrl(lessonId));
    const job = await jobs.one(claimed!.id);
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a variant of a rendition that was not made is 404, a malformed one 400', async () => {
    const path480 = pathTo(HLS_API.variant, { lessonId: paid, rendition: '720p' });
    const signed = new UrlSigner(t.config.video.urlSecret).signedUrl(path480, 60, path480);
    expect((await t.client().get(signed)).status).toBe(404);
    expect((await t.client().get(pathTo(HLS_API.variant, { lessonId: paid, rendition: 'x' }))).status).toBe(400);
  });
});

describe('HLS renditions on STORAGE_DRIVER=s3 (pglite)', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = suiteWithUsers('pglite', { owner: USUAL_PEOPLE.priya, buyer: ['Student', 'Ravi Kumar'] }, () => ({
    env: s3.env,
  }));

  it('renditions in the bucket; the variant lists presigned segment URLs the bucket serves; the CSP allows them', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-hls-s3-'));
    try {
      const file = path.join(dir, 'clip.mp4');
      execFileSync(t.config.video.ffmpegPath!, [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24'],
        ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
      ]);
      const thumb = await uploadThumbnail(t.owner.client);
      const video = await uploadVideo(t.owner.client, await fs.readFile(file));
      const res = await t.owner.client.post(COURSE_API.instructorCourses, courseInput(thumb, [video]));
      expect(res.status, res.text).toBe(201);
      const lessonId = res.body.course.lessons[0].id as string;
      const runner = new JobRunner(
        t.app.services.jobs,
        { [VIDEO_RENDITIONS_JOB]: t.app.services.videoRenditions },
        {
          concurrency: 1,
        },
      );
      expect(await runner.runOnce()).toBe(1);

      // A 180p source: one rendition at its own height, without sound.
      const master = await t.owner.client.get(hlsMasterUrl(lessonId));
      expect(master.status, master.text).toBe(200);
      expect(master.text).toContain('RESOLUTION=320x180,CODECS="avc1.4d401e"');
      const variantUrl = new URL(uris(master.text)[0]!, new URL(hlsMasterUrl(lessonId), t.url));
      const variant = await t.client().get(variantUrl.pathname + variantUrl.search);
      expect(variant.status, variant.text).toBe(200);
      const segment = uris(variant.text)[0]!;
      expect(segment.startsWith(`${s3.endpoint}/`)).toBe(true);
      expect(segment).toContain(`hls/${video}/180p/seg_0000.ts`);
      const bytes = Buffer.from(await (await fetch(segment)).arrayBuffer());
      expect(bytes[0]).toBe(0x47);

      const csp = master.headers.get('content-security-policy')!;
      expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
      expect(csp).toContain("worker-src 'self' blob:");

      // deletePrefix empties the video's folder in the bucket.
      await t.app.services.media.storage.deletePrefix(`hls/${video}/`);
      expect(await t.app.services.media.storage.stat(`hls/${video}/180p/index.m3u8`)).toBeNull();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
