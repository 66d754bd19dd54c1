import { createHash } from 'node:crypto';
import {
  branchById,
  LECTURA_MESSAGES,
  type LecturaAdminItem,
  type LecturaCreateInput,
  type LecturaEstado,
  type LecturaEstadoGrupo,
  type LecturaEstadoPersona,
  type LecturaEstadoQuery,
  type LecturaEvidencia,
  type LecturaPendiente,
  type LecturaTipo,
  type LecturaUpdateInput,
  type LecturaVerificacion,
  type SessionUser,
} from '@intranet/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPostgres, isUniqueViolation } from '../../db/sql.js';
import { GENESIS_HASH } from '../../db/migrations/2026-11-25-16-lecturas.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { todayInSantiago } from '../../lib/time.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { versionHash } from '../../lib/reading-evidence.js';
import { isVisible, type Viewer } from '../../lib/content-visibility.js';
import type { LecturaEvidenciasTable, LecturasTable } from './lecturas.table.js';

export interface LecturasDeps {
  db: Db;
  storage: LocalStorage;
  clock: Clock;
}

type LecturaRow = Selectable<LecturasTable>;
type EvidenciaRow = Selectable<LecturaEvidenciasTable>;

/** A reading with its audience lists parsed. */
export interface Lectura {
  id: number;
  tipo: LecturaTipo;
  item_id: number;
  todos: boolean;
  areas: string[];
  sucursales: number[];
  personas: number[];
  fecha_limite: string;
  cerrada_at: string | null;
  created_at: string;
}

/** What audience resolution needs to know about a person (read from the users table every time). */
export interface Person {
  id: number;
  nombre: string;
  rut: string | null;
  area: string | null;
  sucursal: number | null;
}

const parseIds = (json: string): number[] => (JSON.parse(json) as unknown[]).map(Number);

function toLectura(r: LecturaRow): Lectura {
  return {
    id: Number(r.id),
    tipo: r.tipo,
    item_id: Number(r.item_id),
    todos: Number(r.todos) === 1,
    areas: JSON.parse(r.areas) as string[],
    sucursales: parseIds(r.sucursales),
    personas: parseIds(r.personas),
    fecha_limite: r.fecha_limite,
    cerrada_at: r.cerrada_at,
    created_at: r.created_at,
  };
}

/**
 * Whether a person is in a reading's audience: everyone; or named; or, when areas and/or branches are
 * given, in one of the areas AND one of the branches (a missing list does not narrow). Evaluated on the
 * person's current area and branch, so a new hire or someone who moved is covered at once.
 */
export function inAudience(l: Pick<Lectura, 'todos' | 'areas' | 'sucursales' | 'personas'>, p: Person): boolean {
  if (l.todos) return true;
  if (l.personas.includes(p.id)) return true;
  if (l.areas.length === 0 && l.sucursales.length === 0) return false;
  const areaOk = l.areas.length === 0 || (p.area !== null && l.areas.includes(p.area));
  const branchOk = l.sucursales.length === 0 || (p.sucursal !== null && l.sucursales.includes(Number(p.sucursal)));
  return areaOk && branchOk;
}

/** A worker as news visibility sees them (admins never pass through here as workers). */
const personViewer = (p: Person): Viewer => ({ admin: false, area: p.area, sucursal: p.sucursal });

const PERSON_COLUMNS = ['id', 'nombre', 'rut', 'area', 'sucursal'] as const;

/** Active people who can be in an audience (service accounts are not people). */
async function activePeople(db: Db): Promise<Person[]> {
  const rows = await db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('activo', '=', 1)
    .where('cuenta_servicio', '=', 0)
    .orderBy('nombre')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), sucursal: r.sucursal === null ? null : Number(r.sucursal) }));
}

async function personById(db: Db, id: number): Promise<Person | undefined> {
  const r = await db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('id', '=', id)
    .where('activo', '=', 1)
    .executeTakeFirst();
  return r && { ...r, id: Number(r.id), sucursal: r.sucursal === null ? null : Number(r.sucursal) };
}

/** The item a reading points at, as far as the reader may see it. */
interface ItemInfo {
  titulo: string;
  archivo: string | null;
  version: number;
}

const itemKey = (tipo: LecturaTipo, id: number) => `${tipo}:${id}`;

/**
 * Looks up the items of several readings at once. Deleted documents are absent; hidden documents are
 * absent for workers (they cannot open them, so they cannot be asked to confirm them).
 */
async function loadItems(
  db: Db,
  refs: { tipo: LecturaTipo; item_id: number }[],
  forWorker: boolean,
  /** A worker's view: news and announcements outside the person's audience or publishing window are absent too. */
  seenBy?: { viewer: Viewer; now: string },
): Promise<Map<string, ItemInfo>> {
  const out = new Map<string, ItemInfo>();
  const idsOf = (tipo: LecturaTipo) => [...new Set(refs.filter((r) => r.tipo === tipo).map((r) => r.item_id))];
  const docIds = idsOf('documento');
  const newsIds = idsOf('noticia');
  const announcementIds = idsOf('anuncio');
  if (docIds.length) {
    const docs = await db
      .selectFrom('documents')
      .select(['id', 'nombre', 'archivo', 'version', 'visible'])
      .where('id', 'in', docIds)
      .where('eliminado_at', 'is', null)
      .execute();
    for (const d of docs) {
      if (forWorker && Number(d.visible) !== 1) continue;
      out.set(itemKey('documento', Number(d.id)), { titulo: d.nombre, archivo: d.archivo, version: Number(d.version) });
    }
  }
  if (newsIds.length) {
    const news = await db
      .selectFrom('news')
      .select(['id', 'nombre', 'audiencia_areas', 'audiencia_sucursales', 'publicar_at', 'despublicar_at'])
      .where('id', 'in', newsIds)
      .execute();
    for (const n of news) {
      if (forWorker && seenBy && !isVisible(n, seenBy.viewer, seenBy.now)) continue;
      out.set(itemKey('noticia', Number(n.id)), { titulo: n.nombre, archivo: null, version: 1 });
    }
  }
  if (announcementIds.length) {
    const announcements = await db
      .selectFrom('announcements')
      .select(['id', 'title', 'audiencia_areas', 'audiencia_sucursales', 'publicar_at', 'despublicar_at'])
      .where('id', 'in', announcementIds)
      .execute();
    for (const a of announcements) {
      if (forWorker && seenBy && !isVisible(a, seenBy.viewer, seenBy.now)) continue;
      out.set(itemKey('anuncio', Number(a.id)), { titulo: a.title, archivo: null, version: 1 });
    }
  }
  return out;
}

/** SHA-256 of what the person confirms: the current PDF, or the news item's or announcement's text as published. */
async function itemHash(deps: LecturasDeps, tipo: LecturaTipo, itemId: number): Promise<string> {
  if (tipo === 'documento') {
    const v = await deps.db
      .selectFrom('document_versions')
      .innerJoin('documents', (j) =>
        j
          .onRef('documents.id', '=', 'document_versions.documento_id')
          .onRef('documents.version', '=', 'document_versions.numero'),
      )
      .select(['document_versions.id', 'document_versions.ruta', 'document_versions.sha256'])
      .where('documents.id', '=', itemId)
      .executeTakeFirstOrThrow();
    return versionHash(deps, { id: Number(v.id), ruta: v.ruta, sha256: v.sha256 });
  }
  if (tipo === 'anuncio') {
    const a = await deps.db
      .selectFrom('announcements')
      .select(['type', 'title', 'detail'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    return createHash('sha256')
      .update(JSON.stringify([a.type, a.title, a.detail]))
      .digest('hex');
  }
  const n = await deps.db
    .selectFrom('news')
    .select(['nombre', 'area', 'detalle', 'fecha'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return createHash('sha256')
    .update(JSON.stringify([n.nombre, n.area, n.detalle, n.fecha]))
    .digest('hex');
}

// ---------------------------------------------------------------------------------------------------------
// Admin: create, list, edit, close

async function validateAudienceAndDate(
  deps: LecturasDeps,
  input: { personas: number[]; fecha_limite: string },
): Promise<void> {
  if (input.fecha_limite < todayInSantiago(new Date(deps.clock.now()))) {
    throw badRequest(LECTURA_MESSAGES.fechaPasada, { fecha_limite: LECTURA_MESSAGES.fechaPasada });
  }
  const ids = [...new Set(input.personas)];
  if (ids.length) {
    const found = await deps.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', ids)
      .where('activo', '=', 1)
      .execute();
    if (found.length !== ids.length) {
      throw badRequest(LECTURA_MESSAGES.personaDesconocida, { personas: LECTURA_MESSAGES.personaDesconocida });
    }
  }
}

const audienceColumns = (input: LecturaUpdateInput) => ({
  todos: input.todos ? 1 : 0,
  areas: JSON.stringify([...new Set(input.areas)]),
  sucursales: JSON.stringify([...new Set(input.sucursales)].sort((a, b) => a - b)),
  personas: JSON.stringify([...new Set(input.personas)]),
});

async function findLectura(db: Db, id: number): Promise<Lectura> {
  const row = await db.selectFrom('lecturas').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(LECTURA_MESSAGES.noEncontrada);
  return toLectura(row);
}

/** An announcement past its 'despublicar el' can no longer be opened by anyone: it cannot be assigned. */
async function announcementExpired(db: Db, id: number, now: string): Promise<boolean> {
  const a = await db.selectFrom('announcements').select('despublicar_at').where('id', '=', id).executeTakeFirst();
  return Boolean(a?.despublicar_at && a.despublicar_at <= now);
}

export async function createLectura(
  deps: LecturasDeps,
  admin: SessionUser,
  input: LecturaCreateInput,
): Promise<LecturaAdminItem> {
  await validateAudienceAndDate(deps, input);
  const items = await loadItems(deps.db, [input], false);
  if (!items.has(itemKey(input.tipo, input.item_id))) {
    throw badRequest(LECTURA_MESSAGES.item, { item_id: LECTURA_MESSAGES.item });
  }
  const now = isoAt(deps.clock);
  if (input.tipo === 'anuncio' && (await announcementExpired(deps.db, input.item_id, now))) {
    throw badRequest(LECTURA_MESSAGES.anuncioVencido, { item_id: LECTURA_MESSAGES.anuncioVencido });
  }
  const row = await deps.db
    .insertInto('lecturas')
    .values({
      tipo: input.tipo,
      item_id: input.item_id,
      ...audienceColumns(input),
      fecha_limite: input.fecha_limite,
      cerrada_at: null,
      creado_por: admin.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getLecturaAdmin(deps, Number(row.id));
}

export async function updateLectura(deps: LecturasDeps, id: number, input: LecturaUpdateInput) {
  const current = await findLectura(deps.db, id);
  if (current.cerrada_at) throw conflict(LECTURA_MESSAGES.yaCerrada);
  await validateAudienceAndDate(deps, input);
  await deps.db
    .updateTable('lecturas')
    .set({ ...audienceColumns(input), fecha_limite: input.fecha_limite, updated_at: isoAt(deps.clock) })
    .where('id', '=', id)
    .execute();
  return getLecturaAdmin(deps, id);
}

export async function closeLectura(deps: LecturasDeps, id: number) {
  await findLectura(deps.db, id);
  const now = isoAt(deps.clock);
  const res = await deps.db
    .updateTable('lecturas')
    .set({ cerrada_at: now, updated_at: now })
    .where('id', '=', id)
    .where('cerrada_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw conflict(LECTURA_MESSAGES.yaCerrada);
  return getLecturaAdmin(deps, id);
}

/** Readings as admins see them, newest first, with the audience's size and confirmations of the current version. */
export async function listLecturas(deps: Pick<LecturasDeps, 'db' | 'clock'>): Promise<LecturaAdminItem[]> {
  const rows = (await deps.db.selectFrom('lecturas').selectAll().orderBy('id', 'desc').execute()).map(toLectura);
  return presentAdmin(deps, rows);
}

async function getLecturaAdmin(deps: LecturasDeps, id: number): Promise<LecturaAdminItem> {
  const [item] = await presentAdmin(deps, [await findLectura(deps.db, id)]);
  return item!;
}

async function presentAdmin(deps: Pick<LecturasDeps, 'db' | 'clock'>, rows: Lectura[]): Promise<LecturaAdminItem[]> {
  if (rows.length === 0) return [];
  const [people, items] = await Promise.all([activePeople(deps.db), loadItems(deps.db, rows, false)]);
  const names = new Map(people.map((p) => [p.id, p.nombre]));
  const evidence = await deps.db
    .selectFrom('lectura_evidencias')
    .select(['lectura_id', 'user_id', 'version'])
    .where(
      'lectura_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((l) => {
    const item = items.get(itemKey(l.tipo, l.item_id));
    const version = item?.version ?? 0;
    const audience = people.filter((p) => inAudience(l, p));
    const inIt = new Set(audience.map((p) => p.id));
    const confirmed = new Set(
      evidence
        .filter((e) => Number(e.lectura_id) === l.id && Number(e.version) === version && inIt.has(Number(e.user_id)))
        .map((e) => Number(e.user_id)),
    );
    return {
      id: l.id,
      tipo: l.tipo,
      item_id: l.item_id,
      titulo: item?.titulo ?? '(eliminado)',
      archivo: item?.archivo ?? null,
      version,
      todos: l.todos,
      areas: l.areas,
      sucursales: l.sucursales,
      personas: l.personas.map((id) => ({ id, nombre: names.get(id) ?? `(persona ${id})` })),
      fecha_limite: l.fecha_limite,
      cerrada: l.cerrada_at !== null,
      creada: l.created_at,
      total: audience.length,
      confirmadas: confirmed.size,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Who a change concerns (the bell's live hint)

/** The people a set of readings concerns now: everyone when one of them is for everyone, else their audiences. */
async function concernedByReadings(db: Db, readings: Lectura[]): Promise<'todos' | number[]> {
  if (readings.length === 0) return [];
  if (readings.some((l) => l.todos)) return 'todos';
  const people = await activePeople(db);
  return people.filter((p) => readings.some((l) => inAudience(l, p))).map((p) => p.id);
}

/** Who a reading concerns now (an unknown id concerns nobody). */
export async function concernedByReading(db: Db, id: number): Promise<'todos' | number[]> {
  const row = await db.selectFrom('lecturas').selectAll().where('id', '=', id).executeTakeFirst();
  return concernedByReadings(db, row ? [toLectura(row)] : []);
}

/** Who the open readings of an item concern (a new version of a document, a change of its visibility). */
export async function concernedByItem(db: Db, tipo: LecturaTipo, itemId: number): Promise<'todos' | number[]> {
  const rows = await db
    .selectFrom('lecturas')
    .selectAll()
    .where('tipo', '=', tipo)
    .where('item_id', '=', itemId)
    .where('cerrada_at', 'is', null)
    .execute();
  return concernedByReadings(db, rows.map(toLectura));
}

// ---------------------------------------------------------------------------------------------------------
// Workers: pending list and confirmation

/** The open readings of a person, with their items as that person may see them. */
async function openReadingsFor(db: Db, person: Person, forWorker: boolean, now: string) {
  const open = (await db.selectFrom('lecturas').selectAll().where('cerrada_at', 'is', null).execute())
    .map(toLectura)
    .filter((l) => inAudience(l, person));
  const items = await loadItems(db, open, forWorker, { viewer: personViewer(person), now });
  return open.flatMap((l) => {
    const item = items.get(itemKey(l.tipo, l.item_id));
    return item ? [{ lectura: l, item }] : [];
  });
}

/** What the person still has to read (not confirmed in its current version), by due date; overdue marked. */
export async function pendingFor(
  deps: Pick<LecturasDeps, 'db' | 'clock'>,
  user: SessionUser,
): Promise<LecturaPendiente[]> {
  const person = await personById(deps.db, user.id);
  if (!person) return [];
  const open = await openReadingsFor(deps.db, person, user.role !== 'admin', isoAt(deps.clock));
  if (open.length === 0) return [];
  const [evidence, opened] = await Promise.all([
    deps.db
      .selectFrom('lectura_evidencias')
      .select(['lectura_id', 'version'])
      .where('user_id', '=', user.id)
      .where(
        'lectura_id',
        'in',
        open.map((o) => o.lectura.id),
      )
      .execute(),
    deps.db
      .selectFrom('lectura_aperturas')
      .select(['tipo', 'item_id', 'version'])
      .where('user_id', '=', user.id)
      .execute(),
  ]);
  const today = todayInSantiago(new Date(deps.clock.now()));
  const openedKeys = new Set(opened.map((o) => `${o.tipo}:${o.item_id}:${o.version}`));
  return open
    .filter(
      ({ lectura, item }) =>
        !evidence.some((e) => Number(e.lectura_id) === lectura.id && Number(e.version) === item.version),
    )
    .map(({ lectura, item }) => ({
      id: lectura.id,
      tipo: lectura.tipo,
      item_id: lectura.item_id,
      titulo: item.titulo,
      archivo: item.archivo,
      version: item.version,
      fecha_limite: lectura.fecha_limite,
      vencida: lectura.fecha_limite < today,
      abierta: openedKeys.has(`${lectura.tipo}:${lectura.item_id}:${item.version}`),
      confirmo_version_anterior: evidence.some((e) => Number(e.lectura_id) === lectura.id),
    }))
    .sort((a, b) => a.fecha_limite.localeCompare(b.fecha_limite) || a.id - b.id);
}

/** The hashed content of an evidence row, in a fixed order. */
type EvidenceContent = Omit<EvidenciaRow, 'id' | 'hash' | 'hash_anterior'>;

/** SHA-256 over the previous row's hash and this row's content (canonical JSON array). */
export function evidenceHash(previous: string, r: EvidenceContent): string {
  const canonical = JSON.stringify([
    Number(r.lectura_id),
    Number(r.user_id),
    r.persona,
    r.rut,
    r.tipo,
    Number(r.item_id),
    r.titulo,
    Number(r.version),
    r.sha256,
    r.confirmado_at,
    r.ip,
    r.navegador,
  ]);
  return createHash('sha256').update(`${previous}\n${canonical}`).digest('hex');
}

function presentEvidence(r: EvidenciaRow): LecturaEvidencia {
  return {
    id: Number(r.id),
    lectura_id: Number(r.lectura_id),
    persona: r.persona,
    rut: r.rut,
    tipo: r.tipo,
    item_id: Number(r.item_id),
    titulo: r.titulo,
    version: Number(r.version),
    sha256: r.sha256,
    confirmado_at: r.confirmado_at,
    ip: r.ip,
    navegador: r.navegador,
    hash: r.hash,
  };
}

/**
 * 'Leí y comprendí': records the evidence of one person reading the current version of a reading's item.
 * Refused (4xx, no row) when the reading is not the person's, is closed, the item was not opened in this
 * version, or this version is already confirmed. The append is serialized on the chain's head row
 * (PostgreSQL: row lock; SQLite: one writer), so the chain stays linear and a double click gives one row.
 */
export async function confirmLectura(
  deps: LecturasDeps,
  user: SessionUser,
  id: number,
  origin: { ip: string | null; navegador: string | null },
): Promise<LecturaEvidencia> {
  const lectura = await findLectura(deps.db, id);
  const person = await personById(deps.db, user.id);
  if (!person || !inAudience(lectura, person)) throw notFound(LECTURA_MESSAGES.noAsignada);
  if (lectura.cerrada_at) throw conflict(LECTURA_MESSAGES.cerrada);
  const item = (
    await loadItems(deps.db, [lectura], user.role !== 'admin', { viewer: personViewer(person), now: isoAt(deps.clock) })
  ).get(itemKey(lectura.tipo, lectura.item_id));
  if (!item) throw conflict(LECTURA_MESSAGES.itemNoDisponible);
  const opened = await deps.db
    .selectFrom('lectura_aperturas')
    .select('user_id')
    .where('user_id', '=', user.id)
    .where('tipo', '=', lectura.tipo)
    .where('item_id', '=', lectura.item_id)
    .where('version', '=', item.version)
    .executeTakeFirst();
  if (!opened) throw conflict(LECTURA_MESSAGES.sinAbrir);
  const sha256 = await itemHash(deps, lectura.tipo, lectura.item_id);

  const content: EvidenceContent = {
    lectura_id: lectura.id,
    user_id: person.id,
    persona: person.nombre,
    rut: person.rut,
    tipo: lectura.tipo,
    item_id: lectura.item_id,
    titulo: item.titulo,
    version: item.version,
    sha256,
    confirmado_at: isoAt(deps.clock),
    ip: origin.ip?.slice(0, 100) ?? null,
    navegador: origin.navegador?.slice(0, 500) ?? null,
  };
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const head = await trx
        .selectFrom('evidencia_cadena')
        .select(['cabeza', 'total'])
        .where('id', '=', 1)
        .$if(isPostgres(trx), (q) => q.forUpdate())
        .executeTakeFirstOrThrow();
      const already = await trx
        .selectFrom('lectura_evidencias')
        .select('id')
        .where('lectura_id', '=', content.lectura_id)
        .where('user_id', '=', content.user_id)
        .where('version', '=', content.version)
        .executeTakeFirst();
      if (already) throw conflict(LECTURA_MESSAGES.yaConfirmada);
      const hash = evidenceHash(head.cabeza, content);
      const inserted = await trx
        .insertInto('lectura_evidencias')
        .values({ ...content, hash_anterior: head.cabeza, hash })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('evidencia_cadena')
        .set({ cabeza: hash, total: Number(head.total) + 1 })
        .where('id', '=', 1)
        .execute();
      return inserted;
    });
    return presentEvidence(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(LECTURA_MESSAGES.yaConfirmada);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Integrity

const VERIFY_BATCH = 1000;

/**
 * Recomputes the chain from the first row: each row's `hash_anterior` must be the previous row's hash and
 * its `hash` must match its content; the last hash and the row count must match the head. Names the first
 * row that does not.
 */
export async function verifyChain(db: Db): Promise<LecturaVerificacion> {
  const head = await db
    .selectFrom('evidencia_cadena')
    .select(['cabeza', 'total'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  let previous = GENESIS_HASH;
  let count = 0;
  let after = 0;
  const broken = (id: number | null, motivo: string): LecturaVerificacion => ({
    valida: false,
    total: count,
    cabeza: head.cabeza,
    primera_rota: { id, motivo },
  });
  for (;;) {
    const rows = await db
      .selectFrom('lectura_evidencias')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(VERIFY_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      if (r.hash_anterior !== previous) {
        return broken(Number(r.id), 'El enlace con la fila anterior no coincide (falta o se alteró una fila previa).');
      }
      if (evidenceHash(previous, r) !== r.hash) {
        return broken(Number(r.id), 'El contenido de la fila no coincide con su hash (fue modificada).');
      }
      previous = r.hash;
      count++;
    }
    after = Number(rows[rows.length - 1]!.id);
  }
  if (previous !== head.cabeza || count !== Number(head.total)) {
    return broken(null, 'El final de la cadena no coincide con la cabeza registrada (se eliminaron filas).');
  }
  return { valida: true, total: count, cabeza: head.cabeza, primera_rota: null };
}

export async function chainHead(db: Db): Promise<string> {
  const head = await db.selectFrom('evidencia_cadena').select('cabeza').where('id', '=', 1).executeTakeFirstOrThrow();
  return head.cabeza;
}

// ---------------------------------------------------------------------------------------------------------
// Compliance dashboard

const percent = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);

function groups(people: LecturaEstadoPersona[], key: (p: LecturaEstadoPersona) => string): LecturaEstadoGrupo[] {
  const map = new Map<string, { total: number; confirmadas: number }>();
  for (const p of people) {
    const g = map.get(key(p)) ?? { total: 0, confirmadas: 0 };
    g.total++;
    if (p.estado === 'confirmada') g.confirmadas++;
    map.set(key(p), g);
  }
  return [...map.entries()]
    .map(([nombre, g]) => ({ nombre, ...g, porcentaje: percent(g.confirmadas, g.total) }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

/**
 * Per reading: who in the audience confirmed the current version, who is pending or overdue, with area
 * and branch; totals per area and per branch. Filters narrow the people list only.
 */
export async function lecturaEstado(deps: LecturasDeps, id: number, query: LecturaEstadoQuery): Promise<LecturaEstado> {
  const lectura = await getLecturaAdmin(deps, id);
  const raw = await findLectura(deps.db, id);
  const audience = (await activePeople(deps.db)).filter((p) => inAudience(raw, p));
  const evidence = await deps.db
    .selectFrom('lectura_evidencias')
    .select(['user_id', 'version', 'confirmado_at'])
    .where('lectura_id', '=', id)
    .orderBy('id')
    .execute();
  const overdue = lectura.fecha_limite < todayInSantiago(new Date(deps.clock.now()));
  const people: LecturaEstadoPersona[] = audience.map((p) => {
    const mine = evidence.filter((e) => Number(e.user_id) === p.id);
    const current = mine.find((e) => Number(e.version) === lectura.version);
    return {
      id: p.id,
      nombre: p.nombre,
      rut: p.rut,
      area: p.area,
      sucursal: branchById(p.sucursal)?.nombre ?? null,
      estado: current ? 'confirmada' : overdue ? 'vencida' : 'pendiente',
      confirmado_at: current?.confirmado_at ?? null,
      versiones_anteriores: mine.filter((e) => Number(e.version) !== lectura.version).map((e) => Number(e.version)),
    };
  });
  const confirmadas = people.filter((p) => p.estado === 'confirmada').length;
  const sucursalFiltro = query.sucursal === undefined ? undefined : branchById(query.sucursal)?.nombre;
  return {
    lectura,
    total: people.length,
    confirmadas,
    pendientes: people.filter((p) => p.estado === 'pendiente').length,
    vencidas: people.filter((p) => p.estado === 'vencida').length,
    porcentaje: percent(confirmadas, people.length),
    por_area: groups(people, (p) => p.area ?? 'Sin área'),
    por_sucursal: groups(people, (p) => p.sucursal ?? 'Sin sucursal'),
    personas: people.filter(
      (p) =>
        (query.area === undefined || p.area === query.area) &&
        (sucursalFiltro === undefined || p.sucursal === sucursalFiltro) &&
        (query.estado === undefined || p.estado === query.estado),
    ),
    cabeza_cadena: await chainHead(deps.db),
  };
}
