/**
 * Every uploaded image is decoded and re-encoded by sharp (libvips) before it is stored:
 * - its size is read for every frame (a GIF's 1×1 logical screen may hold a 20000×20000 frame; an
 *   animation's frames are all counted) and held to IMAGE_MAX_SIDE_PX per frame and IMAGE_MAX_PIXELS
 *   for all frames together, before any pixel is decoded (sharp's limitInputPixels);
 * - what is stored is made from the decoded pixels only: metadata (EXIF with GPS, XMP, ICC
 *   comments) and anything after the image's end (an HTML or zip tail of a polyglot) are gone;
 * - it is bounded: at most STORED_IMAGE_MAX_SIDE_PX on its long side (never enlarged), turned
 *   upright from its EXIF orientation first.
 * The format stays the one sent (JPEG, PNG, GIF, WebP: all shown by every browser): a PNG's line art
 * is not made lossy, an animation stays animated, and the types the spec names for a profile image
 * (jpeg, png, gif) are what is served back.
 */
import fs from 'node:fs/promises';
import type { Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX, STORED_IMAGE_MAX_SIDE_PX } from '@cms/contract';
import { mediaErrors } from './errors.js';

/** The encoder of each image type the uploads accept (by content, from file-type). */
const ENCODE: Readonly<Record<string, (image: Sharp) => Sharp>> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 85 }),
};

/** Types whose files may hold several frames (animations): every frame is read and kept. */
const ANIMATED = new Set(['image/gif', 'image/webp']);

export interface ReencodedImage {
  contentType: string;
  size: number;
}

const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * Reads the image at `input` (of type `mime`, by content), refuses it (400 under `field`) when it
 * cannot be decoded or a frame is over the limits, and writes it re-encoded to `output`.
 */
export async function reencodeImage(
  input: string,
  output: string,
  mime: string,
  field: string,
): Promise<ReencodedImage> {
  const encode = ENCODE[mime];
  if (!encode) throw mediaErrors.imageUnreadable(field);
  // Loaded at the first image, not at start (docs/performance.md, restart).
  const { default: sharp } = await import('sharp');
  const open = () =>
    sharp(input, {
      // Checked from the headers of every frame before decoding: all frames together.
      limitInputPixels: IMAGE_MAX_PIXELS,
      pages: ANIMATED.has(mime) ? -1 : 1,
      failOn: 'error',
    });
  let width: number;
  let frameHeight: number;
  try {
    const meta = await open().metadata();
    width = meta.width ?? 0;
    frameHeight = meta.pageHeight ?? meta.height ?? 0;
  } catch (err) {
    throw isPixelLimit(err) ? mediaErrors.imageDimensions(field) : mediaErrors.imageUnreadable(field);
  }
  if (!(width > 0) || !(frameHeight > 0)) throw mediaErrors.imageUnreadable(field);
  if (width > IMAGE_MAX_SIDE_PX || frameHeight > IMAGE_MAX_SIDE_PX) throw mediaErrors.imageDimensions(field);
  try {
    const image = open().autoOrient().resize({
      width: STORED_IMAGE_MAX_SIDE_PX,
      height: STORED_IMAGE_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked (keepMetadata / withMetadata): none is asked for.
    const info = await encode(image).toFile(output);
    return { contentType: mime, size: info.size };
  } catch (err) {
    await fs.rm(output, { force: true });
    throw isPixelLimit(err) ? mediaErrors.imageDimensions(field) : mediaErrors.imageUnreadable(field);
  }
}
