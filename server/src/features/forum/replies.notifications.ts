import type { NotificationSource } from '../../lib/notifications.js';

/** How far back a reply still rings the bell. */
const RECENT_REPLIES = 20;

/**
 * The bell's forum replies: the latest answers other people wrote to the
 * person's comments, in topics the person can still see.
 */
export const repliesNotifications: NotificationSource = async ({ db }, user) => {
  const rows = await db
    .selectFrom('comentarios as r')
    .innerJoin('comentarios as p', 'p.id', 'r.respuesta_a')
    .innerJoin('temas', 'temas.id', 'r.tema_id')
    .select(['r.id', 'r.tema_id', 'r.fecha', 'r.nombre', 'r.username', 'temas.titulo'])
    .where('p.user_id', '=', user.id)
    .where((eb) => eb.or([eb('r.user_id', 'is', null), eb('r.user_id', '!=', user.id)]))
    .$if(user.role !== 'admin', (qb) => qb.where('temas.activo', '=', 1))
    .orderBy('r.id', 'desc')
    .limit(RECENT_REPLIES)
    .execute();
  return rows.map((r) => ({
    clave: `respuesta:${r.id}`,
    tipo: 'respuesta' as const,
    texto: `${r.nombre || r.username} respondió a su comentario en «${r.titulo}».`,
    url: `/foro/${r.tema_id}`,
    fecha: r.fecha,
  }));
};
