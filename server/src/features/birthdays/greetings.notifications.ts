import type { NotificationSource } from '../../lib/notifications.js';

/** The bell's birthday greetings: each greeting not yet seen on the person's profile. */
export const greetingsNotifications: NotificationSource = async ({ db }, user) => {
  const rows = await db
    .selectFrom('saludos')
    .innerJoin('users', 'users.id', 'saludos.de_id')
    .select(['saludos.id', 'saludos.enviado', 'users.nombre', 'users.username'])
    .where('saludos.para_id', '=', user.id)
    .where('saludos.leido', 'is', null)
    .orderBy('saludos.id', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    clave: `saludo:${r.id}`,
    tipo: 'saludo' as const,
    texto: `${r.nombre || r.username} le envió un saludo de cumpleaños.`,
    url: '/mi-perfil#saludos',
    fecha: r.enviado,
  }));
};
