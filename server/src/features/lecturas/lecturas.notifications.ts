import type { NotificationDraft, NotificationSource } from '../../lib/notifications.js';
import { addDays, todayInSantiago } from '../../lib/time.js';
import { listLecturas, pendingFor } from './lecturas.service.js';

const quoted = (titulo: string) => `«${titulo}»`;

/**
 * The bell's mandatory readings, derived from what the person still has to read: a new reading or a new
 * version of one already confirmed, one that is due tomorrow, one that is overdue (Santiago calendar). Admins also
 * get one summary per day of the readings that have people overdue. Each key names its version or day, so a new
 * version or a new day is a new notification.
 */
export const lecturasNotifications: NotificationSource = async (deps, user) => {
  const today = todayInSantiago(new Date(deps.clock.now()));
  const tomorrow = addDays(today, 1);
  const out: NotificationDraft[] = [];
  for (const p of await pendingFor(deps, user)) {
    out.push({
      clave: `lectura:${p.id}:v${p.version}`,
      tipo: p.confirmo_version_anterior ? 'lectura-version' : 'lectura-nueva',
      texto: p.confirmo_version_anterior
        ? `Nueva versión de ${quoted(p.titulo)}: léala y confirme nuevamente.`
        : `Nueva lectura obligatoria: ${quoted(p.titulo)}.`,
      url: '/lecturas',
      fecha: p.fecha_limite,
    });
    if (p.fecha_limite === tomorrow) {
      out.push({
        clave: `lectura:${p.id}:v${p.version}:vence`,
        tipo: 'lectura-vence',
        texto: `Vence mañana: ${quoted(p.titulo)}.`,
        url: '/lecturas',
        fecha: p.fecha_limite,
      });
    }
    if (p.vencida) {
      out.push({
        clave: `lectura:${p.id}:v${p.version}:vencida`,
        tipo: 'lectura-vencida',
        texto: `Lectura vencida: ${quoted(p.titulo)}. Léala y confirme cuanto antes.`,
        url: '/lecturas',
        fecha: p.fecha_limite,
      });
    }
  }
  if (user.role === 'admin') {
    const overdue = (await listLecturas(deps)).filter(
      (l) => !l.cerrada && l.fecha_limite < today && l.confirmadas < l.total,
    );
    if (overdue.length > 0) {
      const people = overdue.reduce((n, l) => n + (l.total - l.confirmadas), 0);
      out.push({
        clave: `resumen-vencidas:${today}`,
        tipo: 'resumen-vencidas',
        texto:
          overdue.length === 1
            ? `1 lectura obligatoria vencida con ${people} ${people === 1 ? 'persona pendiente' : 'personas pendientes'}.`
            : `${overdue.length} lecturas obligatorias vencidas con ${people} personas pendientes.`,
        url: '/admin-lecturas',
        fecha: today,
      });
    }
  }
  return out;
};
