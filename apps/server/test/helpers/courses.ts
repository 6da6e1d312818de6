/** Course helpers: thumbnail and video uploads, course payloads, enrolments and reviews in the db. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COURSE_API, THUMBNAIL_UPLOAD_FIELD, VIDEO_UPLOAD_FIELD, type CourseInput } from '@cms/contract';
import { expect } from 'vitest';
import { sql, type TestApp } from './app.js';
import { fileForm, type Client, type Res } from './client.js';
import { png } from './images.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Committed demo video (H.264, no audio, 4 s) and test fixtures (see test/fixtures/README.md). */
export const VIDEOS = {
  demoMp4: readFileSync(here('../../assets/demo/react-2.mp4')),
  withAudioMp4: readFileSync(here('../fixtures/with-audio.mp4')),
  webm: readFileSync(here('../fixtures/clip.webm')),
  mov: readFileSync(here('../fixtures/clip.mov')),
  ogv: readFileSync(here('../fixtures/clip.ogv')),
};

/** Enough of a WebP for content typing and its size: RIFF header with the WEBP form type and a VP8 frame header. */
export function webp(width = 1, height = 1): Buffer {
  // A lossy frame header: frame tag, start code 9d 01 2a, then width and height (14 bits each).
  const frame = Buffer.from([0, 0, 0, 0x9d, 0x01, 0x2a, 0, 0, 0, 0]);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  const chunkSize = Buffer.alloc(4);
  chunkSize.writeUInt32LE(frame.length);
  const chunk = Buffer.concat([Buffer.from('VP8 '), chunkSize, frame]);
  const body = Buffer.concat([Buffer.from('WEBP'), chunk]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

const multipart = (client: Client, url: string, field: string, bytes: Uint8Array, filename: string, type: string) =>
  client.request('POST', url, { body: fileForm(field, bytes, filename, type) });

export const uploadThumbnailRaw = (
  client: Client,
  bytes: Uint8Array,
  { filename = 'thumb.png', type = 'image/png', field = THUMBNAIL_UPLOAD_FIELD } = {},
): Promise<Res> => multipart(client, COURSE_API.uploadThumbnail, field, bytes, filename, type);

export const uploadVideoRaw = (
  client: Client,
  bytes: Uint8Array,
  { filename = 'lesson.mp4', type = 'video/mp4', field = VIDEO_UPLOAD_FIELD } = {},
): Promise<Res> => multipart(client, COURSE_API.uploadVideo, field, bytes, filename, type);

export async function uploadThumbnail(client: Client): Promise<string> {
  const res = await uploadThumbnailRaw(client, png(4, 3, [20, 90, 200]));
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

export async function uploadVideo(client: Client, bytes: Uint8Array = VIDEOS.demoMp4): Promise<string> {
  const res = await uploadVideoRaw(client, bytes);
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** A valid course payload (plain JSON, as the web app sends it). */
export function courseInput(thumbnailId: string, videoIds: string[], overrides: Partial<CourseInput> = {}) {
  return {
    title: 'Test Course',
    subtitle: 'A subtitle',
    description: 'A description',
    category: 'Web Development',
    level: 'Beginner',
    objectives: 'One, Two, Three',
    requirements: 'None',
    price: 499,
    thumbnailId,
    lessons: videoIds.map((videoId, i) => ({ title: `Lesson ${i + 1}`, freePreview: i === 0, videoId })),
    ...overrides,
  };
}

export interface CreatedCourse {
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  videoIds: string[];
  thumbnailId: string;
}

/** Uploads a thumbnail and `lessons` videos as `client` (an instructor) and creates a course. */
export async function createCourse(
  client: Client,
  opts: { lessons?: number; publish?: boolean; overrides?: Partial<CourseInput> } = {},
): Promise<CreatedCourse> {
  const thumbnailId = await uploadThumbnail(client);
  const videoIds: string[] = [];
  for (let i = 0; i < (opts.lessons ?? 2); i++) videoIds.push(await uploadVideo(client));
  const res = await client.post(COURSE_API.instructorCourses, courseInput(thumbnailId, videoIds, opts.overrides));
  expect(res.status, res.text).toBe(201);
  const id = res.body.course.id as string;
  if (opts.publish) {
    const pub = await client.request('PUT', pathOf(COURSE_API.publish, id), { json: { isPublished: true } });
    expect(pub.status, pub.text).toBe(200);
  }
  return { id, body: res.body, videoIds, thumbnailId };
}

export const pathOf = (template: string, id: string) => template.replace(':id', id);

/** Enrols a user directly in the database (the buying issue adds the API). */
export async function enrol(t: TestApp, userId: string, courseId: string): Promise<void> {
  await t.query(sql`insert into enrolments (user_id, course_id) values (${userId}, ${courseId})`);
}

export async function review(t: TestApp, userId: string, courseId: string, rating: number): Promise<void> {
  await t.query(sql`insert into reviews (user_id, course_id, rating) values (${userId}, ${courseId}, ${rating})`);
}
