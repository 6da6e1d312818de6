/**
 * Which ffmpeg runs the transcoding: FFMPEG_PATH when set, else the system's (`ffmpeg` on PATH),
 * else the static binary that @ffmpeg-installer/linux-x64 ships in its tarball (executable as
 * unpacked, so it needs no install script). Nothing is downloaded at run time.
 */
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `ffmpeg` in a directory of PATH, or null. */
export function systemFfmpeg(pathVar = process.env.PATH ?? ''): string | null {
  for (const dir of pathVar.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, 'ffmpeg');
    if (executable(file)) return file;
  }
  return null;
}

/** The binary of @ffmpeg-installer/linux-x64, or null when the package is not installed. */
export function packagedFfmpeg(): string | null {
  try {
    const manifest = createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/package.json');
    const file = path.join(path.dirname(manifest), 'ffmpeg');
    return executable(file) ? file : null;
  } catch {
    return null;
  }
}

/** FFMPEG_PATH, else the system's ffmpeg, else the packaged one; null when there is none. */
export function resolveFfmpeg(configured: string | undefined): string | null {
  return configured ?? systemFfmpeg() ?? packagedFfmpeg();
}
