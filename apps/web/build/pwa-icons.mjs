#!/usr/bin/env node
// Run once when public/icon.svg changes: `node apps/web/build/pwa-icons.mjs` writes the
// manifest's PNG icons (192, 512, and a maskable 512 whose artwork sits inside the 80 %
// safe zone on a full-bleed background). sharp is the server's image library (a workspace
// dependency already installed); the PNGs are committed, so builds do not need it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '../public');
const svg = await readFile(path.join(publicDir, 'icon.svg'), 'utf8');

// The maskable icon: no rounded corners (the platform masks it), the artwork at 78 %.
const artwork = svg
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#194DAF"/><g transform="translate(256 256) scale(0.78) translate(-256 -256)">${artwork}</g></svg>`;

const render = (source, size, file) =>
  sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 512) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));

await render(svg, 192, 'icon-192.png');
await render(svg, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
await render(svg, 180, 'apple-touch-icon.png');
console.log('ícones gerados em', publicDir);
