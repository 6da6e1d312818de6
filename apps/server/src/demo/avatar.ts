/**
 * Demo avatars: a coloured disc with the person's initials (drawn with sharp from SVG), and a
 * plain PNG encoder the tests use for their images.
 */
import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * An 8-bit RGB PNG that declares `width`×`height` and holds `idat` (the compressed scanlines) as its
 * one IDAT chunk.
 */
export function rgbPng(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = readonly [number, number, number];

/** Encodes an 8-bit RGB PNG whose pixel colours come from `rgbAt(x, y)`. */
export function encodePng(width: number, height: number, rgbAt: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(rgbAt(x, y), y * stride + 1 + x * 3);
  }
  return rgbPng(width, height, deflateSync(raw));
}

/** "Sana Student" → "SS"; "Neha" → "N"; at most two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => [...w][0]!.toUpperCase()).join('');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A `size`-pixel PNG: a disc in `rgb` on a light ground with the initials of `name` in white. */
export async function avatarPng(name: string, rgb: Rgb, size = 96): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
  <rect width="96" height="96" fill="rgb(241,245,249)"/>
  <circle cx="48" cy="48" r="44" fill="rgb(${rgb.join(',')})"/>
  <text x="48" y="48" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="36"
    font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>
</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
