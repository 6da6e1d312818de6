/** Tiny valid images, generated (PNG, JPEG) or fixed (GIF), and padding to exact sizes. */
import { encodePng } from '../../src/demo/avatar.js';

/** A valid RGB PNG of the given size filled with one colour. */
export const png = (width = 1, height = 1, rgb: [number, number, number] = [200, 30, 30]): Buffer =>
  encodePng(width, height, () => rgb);

/** The classic 1×1 GIF89a. */
export const gif = (): Buffer =>
  Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

/**
 * A baseline 8×8 grey JPEG: one component, quantisation table of ones, one-code Huffman tables;
 * the single block has DC difference 0 and ends with EOB.
 */
export function jpeg(): Buffer {
  const seg = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const app0 = seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const dqt = seg(0xdb, [0x00, ...Array<number>(64).fill(1)]);
  const sof0 = seg(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
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
