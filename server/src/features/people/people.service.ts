import {
  PEOPLE_MESSAGES,
  type Area,
  type OrgChartStep,
  type PersonProfile,
  type SessionUser,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { toBool } from '../../db/sql.js';
import { notFound } from '../../plugins/errors.js';
import { peopleRepository } from './people.repository.js';

/** A linked node shows its person's current name and position, like the chart does. */
export function nodeLabel(n: {
  name: string;
  role: string;
  user_nombre: string | null;
  user_puesto: string | null;
  user_activo: number | null;
}): { name: string; role: string } {
  if (n.user_nombre === null || !toBool(n.user_activo ?? 0)) return { name: n.name, role: n.role };
  return { name: n.user_nombre, role: n.user_puesto || n.role };
}

/** Root-first path to `nodeId` (stops on a loop instead of spinning). */
async function chartPath(db: Db, nodeId: number): Promise<OrgChartStep[]> {
  const rows = await peopleRepository.chartSkeleton(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: OrgChartStep[] = [];
  const seen = new Set<number>();
  for (let n = byId.get(nodeId); n && !seen.has(n.id); n = n.parent_id == null ? undefined : byId.get(n.parent_id)) {
    seen.add(n.id);
    path.unshift({ id: n.id, ...nodeLabel(n) });
  }
  return path;
}

/**
 * `GET /api/personas/{id}`: a person as colleagues see them. Workers only find active people (an
 * inactive one is 404, as if absent); the phone only when the person shows it, or for admins and the
 * person themself; the birthday without the year.
 */
export async function getPerson(db: Db, caller: SessionUser, id: number): Promise<PersonProfile> {
  const isAdmin = caller.role === 'admin';
  const row = await peopleRepository.findPerson(db, id);
  if (!row || (!isAdmin && !toBool(row.activo))) throw notFound(PEOPLE_MESSAGES.notFound);
  const [manager, reports, node] = await Promise.all([
    row.jefatura_id === null ? undefined : peopleRepository.findLink(db, row.jefatura_id),
    peopleRepository.directReports(db, id),
    peopleRepository.nodeOf(db, id),
  ]);
  const showPhone = isAdmin || caller.id === id || toBool(row.telefono_visible);
  return {
    id: row.id,
    nombre: row.nombre,
    puesto: row.puesto,
    area: row.area as Area | null,
    sucursal: row.sucursal,
    correo: row.correo,
    telefono: showPhone ? row.telefono : null,
    anexo: row.anexo,
    imagen_perfil: row.imagen_perfil,
    cumpleanos: row.fecha_nacimiento ? row.fecha_nacimiento.slice(5, 10) : null,
    activo: toBool(row.activo),
    jefatura:
      manager && (isAdmin || toBool(manager.activo))
        ? { id: manager.id, nombre: manager.nombre, puesto: manager.puesto, imagen_perfil: manager.imagen_perfil }
        : null,
    reportes: reports,
    organigrama: node ? { nodo_id: node.id, ruta: await chartPath(db, node.id) } : null,
  };
}
