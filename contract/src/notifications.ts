import './zod-config.js';
import { z } from 'zod';
import { outText, safeString } from './validation.js';

/**
 * The bell in the navbar: what needs the person, derived from the data itself (a mandatory reading
 * assigned, due tomorrow or overdue, a new version of a document already read, a birthday greeting, a reply in the
 * forum), so nothing is
 * lost when an instance restarts and two instances never send the same one twice. Only the "read" marks are stored.
 */
export const NOTIFICATION_TYPES = [
  'lectura-nueva',
  'lectura-version',
  'lectura-vence',
  'lectura-vencida',
  'saludo',
  'respuesta',
  'resumen-vencidas',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  /** Stable key of this notification (what "read" is stored under). */
  clave: outText(),
  tipo: z.enum(NOTIFICATION_TYPES),
  texto: outText(),
  /** Path in the web app that deals with it. */
  url: outText(),
  /** ISO date or date-time it is about (due date, sending time), for ordering and display. */
  fecha: outText(),
  leida: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  no_leidas: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const NOTIFICATION_KEY_MAX = 120;
export const NOTIFICATION_MESSAGES = {
  claves: 'Indique entre 1 y 100 notificaciones válidas.',
} as const;

/** Body of `POST /api/notificaciones/leidas`: the keys the person has seen. */
export const notificationsReadSchema = z.object({
  claves: z
    .array(
      safeString({ error: NOTIFICATION_MESSAGES.claves })
        .min(1, NOTIFICATION_MESSAGES.claves)
        .max(NOTIFICATION_KEY_MAX, NOTIFICATION_MESSAGES.claves)
        .regex(/^[a-z0-9:-]+$/, NOTIFICATION_MESSAGES.claves),
      { error: NOTIFICATION_MESSAGES.claves },
    )
    .min(1, NOTIFICATION_MESSAGES.claves)
    .max(100, NOTIFICATION_MESSAGES.claves),
});
export type NotificationsReadInput = z.infer<typeof notificationsReadSchema>;
