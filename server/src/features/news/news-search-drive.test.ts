import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWS_SEARCH_COUNT_CAP, type NewsListItem } from '@intranet/contract';
import { fakeClock, useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { addDays, previousMonth } from '../../lib/time.js';
import type { Viewer } from '../../lib/content-visibility.js';
import { newsRepository, type NewsReader, type SearchDrive } from './news.repository.js';

/**
 * A search page is read either from the full-text matches or along the date index (news.repository.ts,
 * SearchDrive); the service picks the date walk when the reader's capped count reaches NEWS_SEARCH_COUNT_CAP.
 * Both ways must give the same items, in the same order, with the same total, under a worker's audience and
 * publishing-window rules. The data: 1,300 news with 'cobre', of which a worker of Operaciones in branch 1 sees
 * 1,040 (over the cap: date walk) and a worker without area or branch sees 910 (under it: matches). The same data
 * checks the related news (drawn from the ids each kind of reader may see) against the same rules.
 */

const NOW = '2026-08-01T12:00:00.000Z';
const FUTURE = '2026-09-01T00:00:00.000Z';
const PAST = '2026-07-01T00:00:00.000Z';
const MATCHING = 1300;
const OTHERS = 200;

/** What item i (0-based) is: kind = i % 20 decides who may see it. */
const kindOf = (i: number) => i % 20;
const columnsOf = (kind: number) => ({
  audiencia_areas: kind === 0 ? '|Finanzas|' : kind === 4 || kind === 5 ? '|Operaciones|' : '',
  audiencia_sucursales: kind === 1 ? '|3|' : kind === 4 ? '|1|' : '',
  publicar_at: kind === 2 ? FUTURE : null,
  despublicar_at: kind === 3 ? PAST : null,
});
/** Operaciones in branch 1 sees kinds 4–19; no area and no branch sees 6–19; admins see all. */
const seenBy = {
  ops: (kind: number) => kind >= 4,
  nobody: (kind: number) => kind >= 6,
  admin: () => true,
};
type Who = keyof typeof seenBy;
const viewers: Record<Who, Viewer> = {
  ops: { admin: false, area: 'Operaciones', sucursal: 1 },
  nobody: { admin: false, area: null, sucursal: null },
  admin: { admin: true, area: null, sucursal: null },
};

interface Made {
  id: number;
  fecha: string;
  kind: number;
  rare: boolean;
  matching: boolean;
}

const t = useTestApp({}, { clock: fakeClock(Date.parse(NOW)) });
const cookies = {} as Record<Who, string>;
const made: Made[] = [];

beforeAll(async () => {
  const db = t.handle.db;
  cookies.admin = await t.cookieFor('admin');
  cookies.ops = await t.loginAs(await makeUser(db, { area: 'Operaciones', sucursal: 1 }));
  cookies.nobody = await t.loginAs(await makeUser(db, { area: null, sucursal: null }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < MATCHING + OTHERS; i++) {
      const matching = i < MATCHING;
      // About 14 news a day over 90 days (many share a date: the id breaks ties), not in id order.
      const fecha = addDays('2026-07-31', -((i * 37) % 90));
      const rare = matching && i % 97 === 5;
      const kind = kindOf(i);
      const id = await newsRepository.insert(trx, {
        nombre: `Noticia ${i}${rare ? ' del xilofonista' : ''}`,
        area: 'Operaciones',
        detalle: matching ? `Informe ${i} sobre la producción de cobre en la faena.` : `Informe ${i} sin el metal.`,
        fecha,
        imagen: null,
        ...columnsOf(kind),
        created_at: NOW,
        updated_at: NOW,
      });
      made.push({ id, fecha, kind, rare, matching });
    }
  });
}, 120_000);
afterEach(() => vi.restoreAllMocks());

/** The ids a reader must get for a search, newest first (fecha, then id). */
function expected(who: Who, keep: (m: Made) => boolean, range?: { from: string; to: string }) {
  return made
    .filter((m) => keep(m) && seenBy[who](m.kind) && (!range || (m.fecha >= range.from && m.fecha <= range.to)))
    .sort((a, b) => (a.fecha === b.fecha ? b.id - a.id : b.fecha < a.fecha ? -1 : 1))
    .map((m) => m.id);
}

const reader = (who: Who): NewsReader => ({ viewer: viewers[who], now: NOW });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('a searched page read along the dates or from the matches', () => {
  it('the data is as described: 1,040 matches for Operaciones/1, 910 without area (the cap is 1,000)', () => {
    expect(NEWS_SEARCH_COUNT_CAP).toBe(1000);
    expect(expected('ops', (m) => m.matching)).toHaveLength(1040);
    expect(expected('nobody', (m) => m.matching)).toHaveLength(910);
  });

  it('both ways give the same rows, in order, for every reader, search, range and page', async () => {
    const db = t.handle.db;
    const month = previousMonth('2026-08-01');
    const searches: { q: string; keep?: (m: Made) => boolean }[] = [
      { q: 'cobre', keep: (m) => m.matching },
      { q: 'COBRÉ faena', keep: (m) => m.matching },
      { q: 'xilofonista', keep: (m) => m.rare },
      { q: 'cobre xilofon', keep: (m) => m.rare },
      { q: 'metal', keep: (m) => !m.matching },
      { q: 'zz', keep: () => false },
      // A short word (word start) with a long one; expected only as "the same both ways".
      { q: 'de cobre' },
    ];
    for (const who of ['ops', 'nobody', 'admin'] as const) {
      for (const { q, keep } of searches) {
        for (const range of [undefined, month]) {
          const filter = { q, ...(range ?? {}) };
          const want = keep ? expected(who, keep, range) : undefined;
          for (const [limit, offset] of [
            [12, 0],
            [12, 12],
            [20, 500],
            [12, 1032],
            [5000, 0],
          ] as const) {
            const page = async (drive: SearchDrive) =>
              ids(await newsRepository.list(db, filter, reader(who), limit, offset, drive));
            const byDate = await page('date');
            const byMatches = await page('matches');
            const where = `${who} q=${q} ${range ? 'mes-anterior' : ''} limit=${limit} offset=${offset}`;
            expect(byDate, where).toEqual(byMatches);
            if (want) expect(byDate, where).toEqual(want.slice(offset, offset + limit));
          }
        }
      }
    }
  });

  it('GET /api/noticias?q=: same items and total as the matches give; the date walk is taken over the cap', async () => {
    const list = vi.spyOn(newsRepository, 'list');
    const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
    for (const who of ['ops', 'nobody', 'admin'] as const) {
      const want = expected(who, (m) => m.matching);
      const counted = Math.min(want.length, NEWS_SEARCH_COUNT_CAP);
      for (const page of [1, 2, 60, 84, 87, 88, 120]) {
        list.mockClear();
        const res = await get(`/api/noticias?q=cobre&page=${page}&limit=12`, who);
        expect(res.statusCode).toBe(200);
        const items = res.json() as NewsListItem[];
        const offset = (page - 1) * 12;
        const slice = want.slice(offset, offset + 12);
        expect(ids(items), `${who} page ${page}`).toEqual(slice);
        // The service's rule, unchanged: a page that is not full tells the total; else the count (capped), never
        // less than the items already read.
        const seen = slice.length ? offset + slice.length : 0;
        const total = slice.length < 12 && (slice.length > 0 || offset === 0) ? seen : Math.max(seen, counted);
        expect(res.headers['x-total-count'], `${who} page ${page}`).toBe(String(total));
        // Workers get the spec's fields only.
        if (who !== 'admin') expect(items[0] ?? {}).not.toHaveProperty('audiencia_areas');
        const drive = list.mock.calls[0]?.[5];
        expect(drive, `${who} page ${page}`).toBe(want.length >= NEWS_SEARCH_COUNT_CAP ? 'date' : 'matches');
      }
    }
    // A rare word is found from its matches, a date range is walked along its dates: same answers as expected.
    list.mockClear();
    const rare = await get('/api/noticias?q=xilofonista', 'ops');
    expect(ids(rare.json() as NewsListItem[])).toEqual(expected('ops', (m) => m.rare).slice(0, 12));
    expect(list.mock.calls[0]?.[5]).toBe('matches');
    list.mockClear();
    const month = await get('/api/noticias?q=cobre&filtro=mes-anterior&limit=50', 'ops');
    const wantMonth = expected('ops', (m) => m.matching, previousMonth('2026-08-01'));
    expect(ids(month.json() as NewsListItem[])).toEqual(wantMonth.slice(0, 50));
    expect(month.headers['x-total-count']).toBe(String(wantMonth.length));
    expect(list.mock.calls[0]?.[5]).toBe('date');
  });

  it('related news: three distinct others the reader may see, drawn from its cached visible ids', async () => {
    const get = async (id: number, who: Who) =>
      ids(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/noticias/${id}/relacionadas`,
            headers: { cookie: cookies[who] },
          })
        ).json() as NewsListItem[],
      );
    const kindById = new Map(made.map((m) => [m.id, m.kind]));
    const current = made[26]!.id;
    for (const who of ['ops', 'nobody', 'admin'] as const) {
      for (let round = 0; round < 20; round++) {
        const picked = await get(current, who);
        expect(picked, who).toHaveLength(3);
        expect(new Set(picked).size, who).toBe(3);
        expect(picked, who).not.toContain(current);
        for (const id of picked) expect(seenBy[who](kindById.get(id)!), `${who} got ${id}`).toBe(true);
      }
    }
    // With Math.random at its top, the draw takes the reader's visible ids from the last one down.
    vi.spyOn(Math, 'random').mockReturnValue(0.9999999);
    const lastSeen = (who: Who) =>
      made
        .filter((m) => seenBy[who](m.kind) && m.id !== current)
        .map((m) => m.id)
        .slice(-3)
        .reverse();
    for (const who of ['ops', 'nobody', 'admin'] as const) expect(await get(current, who), who).toEqual(lastSeen(who));
    // Outside the reader's audience the item itself is a 404, as its detail.
    const forFinanzas = made.find((m) => m.kind === 0)!.id;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/noticias/${forFinanzas}/relacionadas`,
      headers: { cookie: cookies.ops },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('a searched page is cached per version and reader: a write shows at once, to its audience only', async () => {
    const get = async (who: Who) =>
      ids(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/noticias?q=cobre&page=1&limit=12',
            headers: { cookie: cookies[who] },
          })
        ).json() as NewsListItem[],
      );
    const before = { ops: await get('ops'), nobody: await get('nobody') };
    expect(await get('ops')).toEqual(before.ops);
    const id = await newsRepository.insert(t.handle.db, {
      nombre: 'Cobre de Operaciones en Rancagua',
      area: 'Operaciones',
      detalle: 'Lo más nuevo.',
      fecha: '2026-08-01',
      imagen: null,
      ...columnsOf(4),
      created_at: NOW,
      updated_at: NOW,
    });
    expect(await get('ops')).toEqual([id, ...before.ops.slice(0, 11)]);
    expect(await get('nobody')).toEqual(before.nobody);
    await newsRepository.remove(t.handle.db, id);
    expect(await get('ops')).toEqual(before.ops);
  });
});
