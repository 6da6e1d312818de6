// One HLS transcode of the file in argv[2] into argv[3] with the app's transcoder (bench/transcode.mjs
// runs it under bash so that `times` reads the CPU of this process and its ffmpeg child).
import { resolveFfmpeg } from '../apps/server/dist/video/ffmpeg-path.js';
import { transcode } from '../apps/server/dist/modules/video-renditions/transcoder.js';

const result = await transcode(
  resolveFfmpeg(process.env.FFMPEG_PATH),
  process.argv[2],
  process.argv[3],
  () => undefined,
);
console.log(JSON.stringify({ heights: result.heights, seconds: result.source.durationSeconds }));
