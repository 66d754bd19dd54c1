#!/usr/bin/env node
// Writes brotli (quality 11) and gzip (level 9) copies next to every text file of web/dist at build time.
// The server serves them as they are (@fastify/static `preCompressed`): smaller than compressing on each
// request (which would have to use a fast, weaker level) and no CPU per request. A copy that would not be
// smaller is not written.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

let before = 0;
let after = 0;
for (const file of walk(dist)) {
  if (!/\.(js|css|html|svg|json|txt|webmanifest)$/i.test(file)) continue;
  const raw = readFileSync(file);
  if (raw.length < 1024) continue;
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  before += raw.length;
  after += Math.min(br.length, raw.length);
}
console.log(`Precomprimido: ${(before / 1024).toFixed(0)} KB de texto → ${(after / 1024).toFixed(0)} KB en brotli.`);
