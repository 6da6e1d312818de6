/** Tiny valid images, generated (PNG, JPEG) or fixed (GIF), headers of huge ones, real ones made by sharp, and padding to exact sizes. */
import sharp from 'sharp';
import { encodePng, rgbPng } from '../../src/demo/avatar.js';

/** A valid RGB PNG of the given size filled with one colour. */
export const png = (width = 1, height = 1, rgb: [number, number, number] = [200, 30, 30]): Buffer =>
  encodePng(width, height, () => rgb);

/**
 * A PNG that declares `width`×`height` (RGB, 8 bits) with one tiny IDAT and IEND: the header of an
 * image of any size in a few dozen bytes (the pixels are not all there; nothing reads them).
 */
export function pngHeader(width: number, height: number): Buffer {
  return rgbPng(width, height, Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
}

/** The classic 1×1 GIF89a; other sizes change only its logical screen size. */
export function gif(width = 1, height = 1): Buffer {
  const bytes = Buffer.from(
    '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
    'hex',
  );
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

/**
 * A baseline 8×8 grey JPEG: one component, quantisation table of ones, one-code Huffman tables;
 * the single block has DC difference 0 and ends with EOB. Another size changes only the frame
 * header (SOF0), so the scan then holds one block of it.
 */
export function jpeg(width = 8, height = 8): Buffer {
  const seg = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const app0 = seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const dqt = seg(0xdb, [0x00, ...Array<number>(64).fill(1)]);
  const sof0 = seg(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const lengths = (n: number) => [n, ...Array<number>(15).fill(0)];
  const dhtDc = seg(0xc4, [0x00, ...lengths(1), 0x00]);
  const dhtAc = seg(0xc4, [0x10, ...lengths(1), 0x00]);
  const sos = seg(0xda, [1, 1, 0x00, 0, 63, 0]);
  // bits: DC category 0 -> "0", AC EOB -> "0", padded with ones
  const scan = [0x3f];
  return Buffer.from([0xff, 0xd8, ...app0, ...dqt, ...sof0, ...dhtDc, ...dhtAc, ...sos, ...scan, 0xff, 0xd9]);
}

/** `head` followed by zero bytes up to exactly `size` bytes. */
export function padTo(head: Buffer, size: number): Buffer {
  if (head.length > size) throw new Error('head longer than size');
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

/**
 * A GIF whose logical screen is `screen`×`screen` (1×1 by default) holding one frame of
 * `width`×`height`: the frame, not the screen, is what a browser decodes (a 20000×20000 frame in a
 * 1×1 screen costs a viewer ~1.6 GB).
 */
export function gifFrame(width: number, height: number, screen = 1): Buffer {
  const bytes = gif(screen, screen);
  // The image descriptor follows the header (13), the colour table (6) and the control extension (8).
  bytes.writeUInt16LE(width, 32);
  bytes.writeUInt16LE(height, 34);
  return bytes;
}

/** Pixels nothing compresses (a fixed pseudo-random sequence): an image whose stored size stays near width×height×3. */
export function noise(width: number, height: number, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < raw.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    raw[i] = x & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A real image of one colour encoded by sharp (`format`), optionally with EXIF GPS tags as a phone writes them. */
export function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  { gps = false } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A real lossy WebP (made by sharp) whose VP8 frame header then declares `width`×`height`. */
export async function webpDeclaring(width: number, height: number): Promise<Buffer> {
  const bytes = await photo(16, 16, 'webp');
  if (bytes.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('expected a lossy WebP');
  bytes.writeUInt16LE(width, 26);
  bytes.writeUInt16LE(height, 28);
  return bytes;
}
