// Draws `public/preview.png`, the picture of the online page's link preview (src/http/preview.ts): a fan of cards on
// the felt, the game's name in both languages, 1200×630 (the size chat apps show whole), flat colours (a small file). Drawn as SVG by Chromium
// and kept in the repository: run it again (`npx -y pnpm@12.4.2 --filter @birimba/server preview-image`) only to
// change the picture.

import { fileURLToPath } from 'node:url';
import { launch } from '../../table/scripts/chromium.js';
import { PREVIEW_IMAGE } from '../src/http/preview.js';

const OUT = fileURLToPath(new URL('../public/preview.png', import.meta.url));
const { width, height } = PREVIEW_IMAGE;

/** A card: its corner and its suit in the middle, `angle` degrees about a point below the fan. */
function card(rank: string, suit: string, angle: number): string {
  const red = suit === '♥' || suit === '♦';
  const ink = rank === 'JOKER' ? '#5b2a86' : red ? '#c1121f' : '#16161a';
  const corner =
    rank === 'JOKER'
      ? `<text x="22" y="46" font-size="30" font-weight="700" fill="${ink}" writing-mode="tb">JOKER</text>`
      : `<text x="18" y="50" font-size="40" font-weight="700" fill="${ink}">${rank}</text>
         <text x="20" y="92" font-size="36" fill="${ink}">${suit}</text>`;
  const middle = rank === 'JOKER' ? '★' : suit;
  return `<g transform="rotate(${angle} 600 900)">
    <g transform="translate(510 225)">
      <rect width="180" height="252" rx="16" fill="#fffdf6" stroke="#00000040" stroke-width="2"/>
      ${corner}
      <text x="90" y="160" font-size="96" text-anchor="middle" fill="${ink}">${middle}</text>
    </g>
  </g>`;
}

const cards: [string, string][] = [
  ['3', '♥'],
  ['4', '♥'],
  ['5', '♥'],
  ['JOKER', ''],
  ['7', '♥'],
  ['8', '♥'],
  ['9', '♥'],
];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="5" stdDeviation="0" flood-color="#000" flood-opacity="0.35"/>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" fill="#5b3a1f"/>
  <rect x="18" y="18" width="${width - 36}" height="${height - 36}" rx="48" fill="#1d6b43"/>
  <g font-family="DejaVu Serif, Georgia, serif" filter="url(#shadow)">
    ${cards.map(([rank, suit], i) => card(rank, suit, (i - (cards.length - 1) / 2) * 11)).join('\n')}
  </g>
  <g font-family="DejaVu Sans, system-ui, sans-serif" fill="#f6f3ea" text-anchor="middle">
    <text x="600" y="118" font-size="84" font-weight="700">Μπιρίμπα · Birimba</text>
    <text x="600" y="180" font-size="40" fill="#ffcf3f">online</text>
  </g>
</svg>`;

const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: OUT, clip: { x: 0, y: 0, width, height } });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
}
