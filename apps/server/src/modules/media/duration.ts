/**
 * Video durations. music-metadata reads most containers (WebM/Matroska, Ogg and MP4 with an
 * audio track), but it takes an MP4/MOV's duration from its audio track only, so a silent screen
 * recording would have none: for those the movie header (moov/mvhd) is read directly.
 */
import fs from 'node:fs/promises';

const finite = (d: number | undefined | null): number | null =>
  d !== undefined && d !== null && Number.isFinite(d) && d > 0 ? Math.round(d * 1000) / 1000 : null;

/** Finds the first box of `type` between `start` and `end` of an ISO BMFF file: [content start, box end]. */
async function findBox(
  file: fs.FileHandle,
  type: string,
  start: number,
  end: number,
): Promise<[number, number] | null> {
  const head = Buffer.alloc(16);
  let pos = start;
  while (pos + 8 <= end) {
    const { bytesRead } = await file.read(head, 0, 16, pos);
    if (bytesRead < 8) return null;
    let size = head.readUInt32BE(0);
    const name = head.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (bytesRead < 16) return null;
      size = Number(head.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - pos; // to the end of the enclosing box / file
    }
    if (size < headerSize) return null;
    if (name === type) return [pos + headerSize, Math.min(pos + size, end)];
    pos += size;
  }
  return null;
}

/** Duration from the MP4/MOV movie header, or null. */
export async function mp4HeaderDuration(path: string): Promise<number | null> {
  const file = await fs.open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, 'moov', 0, size);
    if (!moov) return null;
    const mvhd = await findBox(file, 'mvhd', moov[0], moov[1]);
    if (!mvhd) return null;
    const buf = Buffer.alloc(32);
    const { bytesRead } = await file.read(buf, 0, 32, mvhd[0]);
    const version = buf[0];
    if (version === 1 && bytesRead >= 32) {
      const timescale = buf.readUInt32BE(20);
      const duration = Number(buf.readBigUInt64BE(24));
      return timescale > 0 ? finite(duration / timescale) : null;
    }
    if (version === 0 && bytesRead >= 20) {
      const timescale = buf.readUInt32BE(12);
      const duration = buf.readUInt32BE(16);
      return timescale > 0 && duration !== 0xffffffff ? finite(duration / timescale) : null;
    }
    return null;
  } finally {
    await file.close();
  }
}

/** Duration in seconds (millisecond precision) of a video file of type `mime`, or null when unknown. */
export async function readDuration(path: string, mime: string): Promise<number | null> {
  try {
    const { parseFile } = await import('music-metadata');
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    const d = finite(format.duration);
    if (d !== null) return d;
  } catch {
    // fall through
  }
  if (mime === 'video/mp4' || mime === 'video/quicktime') {
    try {
      return await mp4HeaderDuration(path);
    } catch {
      return null;
    }
  }
  return null;
}
