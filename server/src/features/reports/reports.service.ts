import {
  POWERBI_PAGES,
  type AdminReport,
  type PowerBiPage,
  type PowerBiPageConfig,
  type Report,
  type ReportInput,
  type ReportUserPermissions,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { fromBool, isUniqueViolation, nowIso, toBool } from '../../db/sql.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { reportsRepository as repo } from './reports.repository.js';

type ReportRow = { id: number; nombre: string; url: string; mascara_pie: number };

const present = (r: ReportRow): Report => ({
  id: r.id,
  nombre: r.nombre,
  url: r.url,
  mascara_pie: toBool(r.mascara_pie),
});

const DUPLICATE = 'Ya existe un reporte con ese nombre.';
const NOT_FOUND = 'Reporte no encontrado.';

/** The reports the user may see; the only way a worker ever receives a report URL. */
export async function reportsForUser(db: Db, userId: number): Promise<Report[]> {
  return (await repo.listForUser(db, userId)).map(present);
}

export async function listReports(db: Db): Promise<AdminReport[]> {
  return (await repo.listAll(db)).map((r) => ({ ...present(r), usuarios: Number(r.usuarios) }));
}

export async function createReport(db: Db, input: ReportInput): Promise<Report> {
  const now = nowIso();
  try {
    const id = await repo.insert(db, {
      nombre: input.nombre,
      url: input.url,
      mascara_pie: fromBool(input.mascara_pie),
      created_at: now,
      updated_at: now,
    });
    return present((await repo.findById(db, id))!);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE, { nombre: DUPLICATE });
    throw err;
  }
}

export async function updateReport(db: Db, id: number, input: ReportInput): Promise<Report> {
  try {
    const ok = await repo.update(db, id, {
      nombre: input.nombre,
      url: input.url,
      mascara_pie: fromBool(input.mascara_pie),
      updated_at: nowIso(),
    });
    if (!ok) throw notFound(NOT_FOUND);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE, { nombre: DUPLICATE });
    throw err;
  }
  return present((await repo.findById(db, id))!);
}

export async function deleteReport(db: Db, id: number): Promise<void> {
  const ok = await db.transaction().execute((trx) => repo.remove(trx, id));
  if (!ok) throw notFound(NOT_FOUND);
}

/** Every user with the ids of the reports they may see. */
export async function listUserPermissions(db: Db): Promise<ReportUserPermissions[]> {
  const [users, perms] = await Promise.all([repo.listUsers(db), repo.listPermissions(db)]);
  const byUser = new Map<number, number[]>();
  for (const p of perms) byUser.set(p.user_id, [...(byUser.get(p.user_id) ?? []), p.report_id]);
  return users.map((u) => ({ ...u, reportes: (byUser.get(u.id) ?? []).sort((a, b) => a - b) }));
}

/** Replaces the set of reports a user may see. Unknown report ids are refused; nothing changes then. */
export async function setUserPermissions(db: Db, userId: number, reportIds: number[]): Promise<ReportUserPermissions> {
  const ids = [...new Set(reportIds)].sort((a, b) => a - b);
  const user = await repo.findUser(db, userId);
  if (!user) throw notFound('Usuario no encontrado.');
  await db.transaction().execute(async (trx) => {
    if ((await repo.countExisting(trx, ids)) !== ids.length) {
      throw badRequest('Uno de los reportes indicados no existe.', {
        reportes: 'Uno de los reportes indicados no existe.',
      });
    }
    await repo.replacePermissions(trx, userId, ids);
  });
  return { ...user, reportes: ids };
}

/** The embed URL of a /Graficos page. */
export async function pageUrl(db: Db, page: PowerBiPage): Promise<{ embedUrl: string }> {
  const row = await repo.findPage(db, page);
  if (!row) throw notFound('Esta página del informe aún no está configurada.');
  return { embedUrl: row.url };
}

export async function listPages(db: Db): Promise<PowerBiPageConfig[]> {
  const rows = new Map((await repo.listPages(db)).map((r) => [r.page, r.url]));
  return POWERBI_PAGES.map((page) => ({ page, url: rows.get(page) ?? null }));
}

export async function setPage(db: Db, page: PowerBiPage, url: string): Promise<PowerBiPageConfig> {
  await repo.upsertPage(db, page, url, nowIso());
  return { page, url };
}

export async function clearPage(db: Db, page: PowerBiPage): Promise<void> {
  if (!(await repo.removePage(db, page))) throw notFound('Esta página del informe aún no está configurada.');
}
