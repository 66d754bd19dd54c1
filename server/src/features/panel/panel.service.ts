import Holidays from 'date-holidays';
import {
  DOCUMENT_AREA_NAMES,
  DOCUMENT_KINDS,
  PANEL_MONTHS,
  type DocumentKind,
  type Holiday,
  type PanelStats,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { TIME_ZONE } from '../../lib/time.js';
import { panelRepository as repo } from './panel.repository.js';

const yearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });

/** `YYYY-MM` of an instant in Santiago. */
export const monthInSantiago = (d: Date): string => yearMonth.format(d).slice(0, 7);

/** The last `n` months ending with the current one, oldest first (`YYYY-MM`). */
export function lastMonths(n: number, now: Date = new Date()): string[] {
  const [y, m] = monthInSantiago(now).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const KIND_BY_EXT: Record<string, DocumentKind> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  odt: 'Word',
  rtf: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  xlsm: 'Excel',
  ods: 'Excel',
  csv: 'Excel',
};

export const kindOf = (fileName: string): DocumentKind => {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return KIND_BY_EXT[ext] ?? 'Otros';
};

/** Users created per month (last months, Santiago calendar) and uploaded document types, from real data. */
export async function panelStats({ db, clock }: { db: Db; clock: Clock }): Promise<PanelStats> {
  const now = new Date(clock.now());
  const months = lastMonths(PANEL_MONTHS, now);
  // A day of margin before the first month: created_at is UTC, months are Santiago's.
  const since = new Date(Date.UTC(Number(months[0]!.slice(0, 4)), Number(months[0]!.slice(5, 7)) - 1, 0));
  const [created, usuarios, cursos, reportes, names, perArea, noUsers, resets] = await Promise.all([
    repo.userCreationsSince(db, since.toISOString()),
    repo.countUsers(db),
    repo.countCourses(db),
    repo.countReports(db),
    repo.documentFileNames(db),
    repo.documentsPerArea(db),
    repo.reportsWithoutUsers(db),
    repo.pendingResetPeople(db),
  ]);
  const perMonth = new Map(months.map((m) => [m, 0]));
  for (const iso of created) {
    const m = monthInSantiago(new Date(iso));
    if (perMonth.has(m)) perMonth.set(m, perMonth.get(m)! + 1);
  }
  const perKind = new Map<DocumentKind, number>(DOCUMENT_KINDS.map((k) => [k, 0]));
  for (const n of names) perKind.set(kindOf(n), perKind.get(kindOf(n))! + 1);
  return {
    usuariosPorMes: months.map((mes) => ({ mes, total: perMonth.get(mes)! })),
    tiposDocumentos: DOCUMENT_KINDS.map((tipo) => ({ tipo, total: perKind.get(tipo)! })),
    // Every document area, also those still without documents (the ones to act on), most first.
    documentosPorArea: [
      ...perArea,
      ...DOCUMENT_AREA_NAMES.filter((area) => !perArea.some((a) => a.area === area)).map((area) => ({
        area,
        total: 0,
      })),
    ].sort((a, b) => b.total - a.total || a.area.localeCompare(b.area, 'es')),
    totales: { usuarios, documentos: names.length, cursos, reportes },
    pendientes: { solicitudesRestablecimiento: resets, reportesSinUsuarios: noUsers },
  };
}

const NAME_FIXES: Record<string, string> = {
  'La inmaculada concepción': 'Inmaculada Concepción',
  'Día del Trabajador': 'Día Nacional del Trabajo',
};

/**
 * Chile's public holidays of a year, computed locally with date-holidays. Corrections for Chile:
 * Sábado Santo is a public holiday (the library omits it) and Easter Sunday is not one.
 */
export function chileHolidays(year: number): Holiday[] {
  const hd = new Holidays('CL');
  const list = hd
    .getHolidays(year)
    .filter((h) => h.type === 'public' && h.name !== 'Pascua')
    .map((h) => ({ fecha: h.date.slice(0, 10), nombre: NAME_FIXES[h.name] ?? h.name }));
  const seen = new Set(list.map((h) => h.fecha));
  const goodFriday = list.find((h) => h.nombre === 'Viernes Santo');
  if (goodFriday && !list.some((h) => h.nombre === 'Sábado Santo')) {
    const d = new Date(`${goodFriday.fecha}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    const fecha = d.toISOString().slice(0, 10);
    if (!seen.has(fecha)) list.push({ fecha, nombre: 'Sábado Santo' });
  }
  const unique = new Map<string, Holiday>();
  for (const h of list.sort((a, b) => a.fecha.localeCompare(b.fecha))) if (!unique.has(h.fecha)) unique.set(h.fecha, h);
  return [...unique.values()];
}
