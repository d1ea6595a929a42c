import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib.mjs';

/**
 * Renders the app icons (any-purpose, maskable and Apple touch) from one SVG design with Debian's
 * Chromium, so the PNGs the manifest needs come from our own artwork. Run: node scripts/make-icons.mjs
 */
const OUT = path.join(ROOT, 'app/public/icons');

function iconSvg({ size, maskable }) {
  // Maskable icons keep the mark inside the central 80% safe zone and fill the whole square.
  const radius = maskable ? 0 : size * 0.22;
  const scale = maskable ? 0.72 : 0.9;
  const mark = size * 0.24 * scale;
  const tagline = size * 0.062 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><title>TBL Aesthetics</title>
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7a2a4e"/><stop offset="1" stop-color="#4f1630"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36 * scale}" fill="none" stroke="#e7c98f" stroke-width="${size * 0.012}" opacity="0.8"/>
  <text x="50%" y="${size * 0.53}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700"
    font-size="${mark}" letter-spacing="${mark * 0.08}" fill="#f6e7d8">TBL</text>
  <text x="50%" y="${size * 0.53 + tagline * 2}" text-anchor="middle" font-family="'DejaVu Sans', Arial, sans-serif"
    font-size="${tagline}" letter-spacing="${tagline * 0.25}" fill="#e7c98f">AESTHETICS</text>
</svg>`;
}

const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-icons-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = context.pages()[0] ?? (await context.newPage());
fs.mkdirSync(OUT, { recursive: true });
for (const target of targets) {
  await page.setViewportSize({ width: target.size, height: target.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${iconSvg(target)}</body></html>`,
  );
  await page.screenshot({
    path: path.join(OUT, target.file),
    omitBackground: true,
    clip: { x: 0, y: 0, width: target.size, height: target.size },
  });
  console.log(`wrote app/public/icons/${target.file}`);
}
fs.writeFileSync(path.join(OUT, 'icon.svg'), iconSvg({ size: 512, maskable: false }));
await context.close();
fs.rmSync(userDataDir, { recursive: true, force: true });
