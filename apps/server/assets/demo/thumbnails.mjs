/**
 * Draws the demo course thumbnails (run once; the JPEGs are committed): 640×360, a two-colour
 * gradient, an icon-like shape of the subject on the right, and the category and title in the
 * lower left. The top 100 px hold no text: the course cards put their badges there.
 * Needs sharp (a dependency of the server) and a sans-serif font (Debian: fonts-dejavu-core).
 *   node apps/server/assets/demo/thumbnails.mjs [outDir]
 */
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';

const OUT = process.argv[2] ?? path.dirname(fileURLToPath(import.meta.url));
const ink = (width = 10) =>
  `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const INK = ink();

/** Each subject's shape, drawn in a 200×200 box. */
const ICONS = {
  react: `<g ${ink(8)}><ellipse cx="100" cy="100" rx="92" ry="36"/>
    <ellipse cx="100" cy="100" rx="92" ry="36" transform="rotate(60 100 100)"/>
    <ellipse cx="100" cy="100" rx="92" ry="36" transform="rotate(120 100 100)"/></g>
    <circle cx="100" cy="100" r="16" fill="#fff"/>`,
  chart: `<g ${INK}><path d="M20 20 V180 H185"/></g>
    <g fill="#fff"><rect x="42" y="120" width="28" height="52" rx="4"/><rect x="84" y="80" width="28" height="92" rx="4"/>
    <rect x="126" y="100" width="28" height="72" rx="4"/><rect x="168" y="40" width="20" height="132" rx="4" opacity="0.7"/></g>`,
  scatter: `<g ${INK}><path d="M20 20 V180 H185"/><path d="M36 164 L180 44" stroke-dasharray="2 18"/></g>
    <g fill="#fff"><circle cx="50" cy="150" r="9"/><circle cx="78" cy="140" r="9"/><circle cx="96" cy="112" r="9"/>
    <circle cx="122" cy="104" r="9"/><circle cx="140" cy="76" r="9"/><circle cx="168" cy="62" r="9"/><circle cx="60" cy="118" r="9" opacity="0.6"/></g>`,
  cloud: `<path ${INK} d="M52 150 H154 A34 34 0 0 0 150 82 A48 48 0 0 0 60 74 A38 38 0 0 0 52 150 Z"/>
    <g ${ink(8)}><path d="M80 176 V150 M104 184 V150 M128 176 V150"/></g>`,
  layout: `<g ${INK}><rect x="18" y="26" width="164" height="148" rx="14"/><path d="M18 62 H182 M74 62 V174"/></g>
    <g fill="#fff"><rect x="92" y="84" width="72" height="12" rx="6"/><rect x="92" y="108" width="52" height="12" rx="6"/>
    <circle cx="42" cy="44" r="6"/><circle cx="62" cy="44" r="6"/></g>`,
  network: `<g stroke="#fff" stroke-width="3" opacity="0.8">${[40, 100, 160]
    .flatMap((a) => [70, 130].map((b) => `<path d="M30 ${a} L100 ${b}"/>`))
    .concat([70, 130].flatMap((a) => [60, 140].map((b) => `<path d="M100 ${a} L170 ${b}"/>`)))
    .join('')}</g>
    <g fill="#fff">${[40, 100, 160].map((y) => `<circle cx="30" cy="${y}" r="14"/>`).join('')}
    ${[70, 130].map((y) => `<circle cx="100" cy="${y}" r="14"/>`).join('')}
    ${[60, 140].map((y) => `<circle cx="170" cy="${y}" r="14"/>`).join('')}</g>`,
  pipeline: `<path ${INK} d="M100 100 C70 40 14 50 14 100 C14 150 70 160 100 100 C130 40 186 50 186 100 C186 150 130 160 100 100 Z"/>
    <path fill="#fff" d="M150 46 L176 58 L152 74 Z"/><path fill="#fff" d="M50 154 L24 142 L48 126 Z"/>`,
};

/** file, gradient from and to, icon, category, title lines. */
const THUMBNAILS = [
  ['react.jpg', '#1e3a8a', '#06b6d4', 'react', 'WEB DEVELOPMENT', ['Modern Web', 'Development', 'with React']],
  ['python-data.jpg', '#14532d', '#ca8a04', 'chart', 'DATA SCIENCE', ['Python for', 'Data Science']],
  ['ml.jpg', '#4c1d95', '#ec4899', 'scatter', 'MACHINE LEARNING', ['Machine Learning', 'Foundations']],
  ['cloud.jpg', '#0c4a6e', '#38bdf8', 'cloud', 'CLOUD COMPUTING', ['Cloud Computing', 'Essentials']],
  ['ux.jpg', '#7c2d12', '#fb923c', 'layout', 'UI/UX DESIGN', ['UI/UX Design', 'Principles']],
  ['deep-learning.jpg', '#111827', '#7c3aed', 'network', 'ARTIFICIAL INTELLIGENCE', ['Deep Learning', 'in Practice']],
  ['devops.jpg', '#064e3b', '#10b981', 'pipeline', 'DEVOPS', ['DevOps Pipelines', 'from Scratch']],
];

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svg([, from, to, icon, category, lines]) {
  // The icon on the right, below the badge band; the text in the lower left, under 60 % of the width.
  // The last line's baseline at 318, each line 44 px above the next, the category 48 px above the first.
  const first = 318 - (lines.length - 1) * 44;
  const title = lines
    .map((line, i) => `<text x="40" y="${first + i * 44}" font-size="36" font-weight="700">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="520" cy="200" r="120" fill="#fff" opacity="0.08"/>
  <g transform="translate(430 110) scale(0.9)" opacity="0.95">${ICONS[icon]}</g>
  <g fill="#fff" font-family="DejaVu Sans, sans-serif">
    <text x="40" y="${first - 48}" font-size="17" letter-spacing="2" opacity="0.85">${escape(category)}</text>
    ${title}
  </g>
</svg>`;
}

for (const t of THUMBNAILS) {
  await sharp(Buffer.from(svg(t)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(OUT, t[0]));
  console.log(t[0]);
}
