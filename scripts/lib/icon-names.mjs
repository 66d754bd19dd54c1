// Every `bi-…` icon name written in the web sources (icons are always named in full). Shared by the
// icon-stylesheet subset in web/vite.config.ts and its guard in scripts/check-budgets.mjs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');

/** @param {string} [dir] @returns {Set<string>} */
export function usedIconNames(dir = WEB_SRC) {
  const names = new Set();
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) for (const n of usedIconNames(file)) names.add(n);
    else if (/\.(tsx?|css)$/.test(entry))
      for (const m of readFileSync(file, 'utf8').matchAll(/\bbi-([a-z0-9-]+)/g)) names.add(m[1]);
  }
  return names;
}
