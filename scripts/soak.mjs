#!/usr/bin/env node
// Soak test (issue 9): 200 concurrent virtual users for 60 s of mixed reads and writes against the
// production build on the demo data. Reports requests served, status counts and server memory growth;
// exits 1 on any 5xx or on memory growth of 10 % or more. Usage: npm run soak [-- seconds users]
import fs from 'node:fs/promises';
import { loginCookie, startBuiltServer } from './lib/server.mjs';

const SECONDS = Number(process.argv[2] ?? 60);
const USERS = Number(process.argv[3] ?? 200);

// A handful of accounts stand in for 200 people: the per-user write budgets (issue 17) would turn it into a 429 test.
const server = await startBuiltServer({
  logLevel: 'error',
  env: { COMMENTS_PER_MINUTE: '0', REACTIONS_PER_MINUTE: '0', GREETINGS_PER_MINUTE: '0', UPLOADS_PER_MINUTE: '0' },
});
const base = server.base;

const rss = async () => {
  const status = await fs.readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
};

const ACCOUNTS = [
  'mgonzalez',
  'jmunoz',
  'cfuentes',
  'psilva',
  'vmorales',
  'rtorres',
  'fcastro',
  'dreyes',
  'jespinoza',
  'slopez',
  'ccarrasco',
  'aramirez',
];
const cookies = [];
for (const username of ACCOUNTS) cookies.push(await loginCookie(base, username, 'Trabajador.2025'));
const topics = await (await fetch(`${base}/api/temas`, { headers: { cookie: cookies[0] } })).json();
const temaId = topics[0].id;
const EMOJIS = ['👍', '❤️', '🎉', '😂', '😮', '😢'];

const statuses = new Map();
let served = 0;
let errors = 0;
const count = (s) => statuses.set(s, (statuses.get(s) ?? 0) + 1);

async function virtualUser(n, until) {
  const cookie = cookies[n % cookies.length];
  const get = (url) => fetch(`${base}${url}`, { headers: { cookie } });
  const post = (url, body) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let i = 0;
  while (Date.now() < until) {
    i++;
    const step = (n + i) % 10;
    try {
      let res;
      if (step === 0)
        res = await post('/api/comentarios', { comentario: `Comentario de carga ${n}-${i}`, tema_id: temaId });
      else if (step === 1) {
        const list = await get(`/api/comentarios/${temaId}?limit=5`);
        count(list.status);
        served++;
        const body = await list.json();
        const items = Array.isArray(body) ? body : (body.items ?? body.comentarios ?? []);
        const first = items[0];
        res = first
          ? await post(`/api/comentarios/${first.id}/reacciones`, { emoji: EMOJIS[i % 6] })
          : await get('/api/temas');
      } else if (step < 5) res = await get('/api/noticias?ultimas=5');
      else if (step === 5) res = await get('/api/cumpleanos/mes');
      else if (step === 6) res = await get('/api/intro-slides');
      else if (step === 7) res = await get('/api/noticias?page=1&limit=12');
      else if (step === 8) res = await get('/api/trabajadores/all');
      else res = await get('/api/procedimientos?area=Manuales&subarea=Procedimientos%20de%20informatica');
      await res.arrayBuffer();
      count(res.status);
      served++;
    } catch {
      errors++;
    }
  }
}

// Warm up, then measure memory from a steady start.
await Promise.all(Array.from({ length: 20 }, (_, n) => virtualUser(n, Date.now() + 3000)));
const rssStart = await rss();
const started = Date.now();
served = 0;
statuses.clear();
const samples = [];
const sampler = setInterval(async () => samples.push(await rss()), 1000);
await Promise.all(Array.from({ length: USERS }, (_, n) => virtualUser(n, started + SECONDS * 1000)));
clearInterval(sampler);
const rssEnd = await rss();
await server.stop();

const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
const growth = (rssEnd - rssStart) / rssStart;
const mb = (b) => (b / 1024 / 1024).toFixed(1);
console.log(`Carga sostenida: ${USERS} usuarios virtuales durante ${SECONDS} s`);
console.log(`  solicitudes atendidas: ${served} (${(served / SECONDS).toFixed(0)}/s), errores de red: ${errors}`);
console.log(
  `  estados: ${[...statuses]
    .sort()
    .map(([s, n]) => `${s}×${n}`)
    .join(', ')}`,
);
console.log(`  respuestas 5xx: ${fivexx}`);
console.log(
  `  memoria del servidor (RSS): inicio ${mb(rssStart)} MB, fin ${mb(rssEnd)} MB, máximo ${mb(Math.max(...samples, rssEnd))} MB, crecimiento ${(growth * 100).toFixed(1)} %`,
);
const ok = fivexx === 0 && errors === 0 && growth < 0.1;
console.log(ok ? 'OK' : 'FALLA');
process.exit(ok ? 0 : 1);
