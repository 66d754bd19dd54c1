#!/usr/bin/env node
// Draws the installed app's icons (web/public/icons/*.png) from the company mark, web/public/favicon.svg.
// Run by hand when the mark changes (`node scripts/make-app-icons.mjs`); the PNGs are committed.
// "any" icons are the mark as it is (rounded square); "maskable" icons fill the whole square with the mark's
// navy and keep the drawing inside the central 80 % circle that launchers may cut out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The drawing without its rounded background, for the maskable versions.
const drawing = svg.replace(/<rect[^>]*\/>/, '');
const NAVY = '#0b2545';

for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', `icono-${size}.png`));
  const inner = Math.round(size * 0.7);
  const mark = await sharp(Buffer.from(drawing), { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: NAVY } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', `icono-maskable-${size}.png`));
}
console.log('Íconos de la aplicación escritos en web/public/icons/.');
