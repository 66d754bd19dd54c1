#!/usr/bin/env node
// LCP of /Home on a phone profile, first visit and repeat visit with the service worker installed (issue 13):
// see scripts/lib/repeat-visit.mjs. `npm run lighthouse` runs it too. Usage: npm run build, then
// `npx --no node scripts/repeat-visit.mjs [rondas] [--pedidos]` (--pedidos lists what the repeat visit asked the network).
import { measureRepeatVisit } from './lib/repeat-visit.mjs';

const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const listRequests = process.argv.includes('--pedidos');
const result = await measureRepeatVisit({ rounds, log: (line) => console.log(line) });
if (listRequests) for (const r of result.rounds) console.log(`ronda ${r.round}:\n  ${r.repeat.requests.join('\n  ')}`);
console.log(
  `\nMediana de ${rounds}: primera visita ${result.firstMs} ms, visita repetida ${result.repeatMs} ms (meta ≤ 1000 ms)`,
);
