/**
 * The width and height of an uploaded image, read from its header with image-size (the pixels are
 * never decoded), held to IMAGE_MAX_SIDE_PX and IMAGE_MAX_PIXELS: a few bytes can declare an image
 * that decodes to gigabytes in the browser of everyone who is shown it (30000×30000 in 2.6 MB).
 */
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from '@cms/contract';
import { imageSizeFromFile } from 'image-size/fromFile';
import { mediaErrors } from './errors.js';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** image-size's name of each image type the uploads accept (by content, from file-type). */
const HEADER_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The dimensions in the header of the file at `file`, whose content is of type `mime`; null when
 * the header cannot be read, names another type, or declares no pixels.
 */
export async function readImageDimensions(file: string, mime: string): Promise<ImageDimensions | null> {
  try {
    const { width, height, type } = await imageSizeFromFile(file);
    if (type !== HEADER_TYPE[mime] || !(width > 0) || !(height > 0)) return null;
    return { width, height };
  } catch {
    return null;
  }
}

export const withinImageLimits = ({ width, height }: ImageDimensions): boolean =>
  width <= IMAGE_MAX_SIDE_PX && height <= IMAGE_MAX_SIDE_PX && width * height <= IMAGE_MAX_PIXELS;

/** Refuses an image whose header cannot be read or is over the limits: 400 under `field`. */
export async function assertImageDimensions(file: string, mime: string, field: string): Promise<void> {
  const dimensions = await readImageDimensions(file, mime);
  if (!dimensions) throw mediaErrors.imageUnreadable(field);
  if (!withinImageLimits(dimensions)) throw mediaErrors.imageDimensions(field);
}
