// The CMS side of the scale bench, in a child process (bench/scale.mjs forks it twice):
// - BENCH_SCALE_MODE=seed: opens the database (DATABASE_URL, or PGlite in DATA_DIR), seeds the data
//   set in SQL (bench/scale-seed.mjs), stores a lesson video of a few MB through the app's storage
//   as the free preview of the most enrolled course, answers what it made and exits;
// - BENCH_SCALE_MODE=serve: a CMS server on the seeded database, alone in its process so that its
//   memory is its own, answering the parent over IPC: RSS now, RSS peak between sample-start and
//   sample-stop, and the SQL (with EXPLAIN (ANALYZE, BUFFERS)) the app runs for one request.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { Buffer } from 'node:buffer';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config/index.js';
import { rowsOf } from '../apps/server/dist/db/client.js';
import { scaleSizes, seedScale } from './scale-seed.mjs';
import { answerParent } from './child-process.mjs';

const MB = 1024 * 1024;
const VIDEO_BYTES = 6 * MB;

const config = loadConfig({
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
});

/** An mp4 (an `ftyp` box, then one `mdat` box of random bytes): the server only sniffs the type at upload. */
function mp4(bytes) {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp42', 16, 'latin1');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(bytes - 24, 0);
  header.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, header, randomBytes(bytes - 32)]);
}

/**
 * A real video file in storage (an uploads row and the file, as an upload leaves them), made the
 * first lesson of the most enrolled published course and a free preview: anyone may stream it.
 */
async function storePreviewVideo(app) {
  const [course] = rowsOf(
    await app.db.execute(sql`select c.id, c.instructor_id as "instructorId" from courses c
      where c.is_published and c.deleted_at is null
      order by (select count(*) from enrolments e where e.course_id = c.id) desc, c.created_at desc limit 1`),
  );
  const { storage } = app.services.media;
  const id = randomUUID();
  const key = `lesson-videos/${id}.mp4`;
  const tmp = path.join(storage.tempDir(), `${id}.part`);
  await fs.writeFile(tmp, mp4(VIDEO_BYTES));
  await storage.putFile(key, tmp, 'video/mp4');
  await app.db
    .execute(sql`insert into uploads (id, owner_id, purpose, storage_key, content_type, size, duration_seconds)
    values (${id}, ${course.instructorId}, 'lesson-video', ${key}, 'video/mp4', ${VIDEO_BYTES}, 300)`);
  await app.db.execute(sql`update lessons set video_upload_id = ${id}, free_preview = true
    where course_id = ${course.id} and position = 1`);
  return { uploadId: id, key, root: config.storage.uploadDir, bytes: VIDEO_BYTES, courseId: course.id };
}

async function seed() {
  const sizes = scaleSizes(Number(process.env.BENCH_SCALE_COURSES), Number(process.env.BENCH_SCALE_ORDERS));
  const t0 = performance.now();
  const app = await buildApp(config, { logger: false });
  const counts = await seedScale(app, sizes);
  const video = await storePreviewVideo(app);
  const seconds = (performance.now() - t0) / 1000;
  await app.close();
  process.send({ type: 'seeded', counts, video, seconds }, () => process.exit(0));
}

/** This process's RSS now and its peak (sampled every 50 ms) between start and stop. */
function rssSampler() {
  let peak = 0;
  let timer = null;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  return {
    start() {
      peak = 0;
      sample();
      timer = setInterval(sample, 50);
    },
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

async function serve() {
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_SCALE_PORT ?? 0) });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const sampler = rssSampler();
  answerParent(app, 6, {
    rss: () => process.send({ type: 'rss', rss: process.memoryUsage().rss / MB }),
    'sample-start': () => {
      sampler.start();
      process.send({ type: 'sample-started' });
    },
    'sample-stop': () => process.send({ type: 'peak', rss: sampler.stop() / MB }),
  });
  process.send({ type: 'ready', base });
}

// The parent gone (it died): nobody will ask for anything.
process.on('disconnect', () => process.exit(1));

(process.env.BENCH_SCALE_MODE === 'seed' ? seed() : serve()).catch((err) => {
  console.error(err);
  process.exit(1);
});
