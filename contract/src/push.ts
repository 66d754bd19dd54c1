import './zod-config.js';
import { z } from 'zod';
import { outText, safeString } from './validation.js';

/**
 * Web Push: the bell's notifications also reach the phones of workers who turn them on in /mi-perfil.
 * The server posts to the subscription's endpoint, so only the browsers' own push services are accepted (an
 * endpoint elsewhere would make the server call any address it is given).
 */
export const PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
/** Windows' push service uses one host per region under this domain. */
export const PUSH_HOST_SUFFIXES: readonly string[] = ['.notify.windows.com'];

export const PUSH_MESSAGES = {
  endpoint: 'La suscripción no es de un servicio de avisos de un navegador conocido.',
  keys: 'Las claves de la suscripción no son válidas.',
  disabled: 'Los avisos en el teléfono no están disponibles en este servidor.',
} as const;

export function isPushEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_HOSTS.includes(host) || PUSH_HOST_SUFFIXES.some((s) => host.endsWith(s) && host.length > s.length);
}

const base64url = (min: number, max: number) =>
  safeString({ error: PUSH_MESSAGES.keys })
    .min(min, PUSH_MESSAGES.keys)
    .max(max, PUSH_MESSAGES.keys)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keys);

/** Body of `POST /api/push/suscripcion`: what `PushManager.subscribe()` gives (`subscription.toJSON()`). */
export const pushSubscriptionSchema = z.object({
  endpoint: safeString({ error: PUSH_MESSAGES.endpoint })
    .max(1000, PUSH_MESSAGES.endpoint)
    .refine(isPushEndpoint, PUSH_MESSAGES.endpoint),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes → 87 characters) and a 16-byte secret (22 characters).
      p256dh: base64url(80, 100),
      auth: base64url(16, 32),
    },
    { error: PUSH_MESSAGES.keys },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Body of `DELETE /api/push/suscripcion`. */
export const pushUnsubscribeSchema = z.object({
  endpoint: safeString({ error: PUSH_MESSAGES.endpoint }).max(1000, PUSH_MESSAGES.endpoint),
});

/** `GET /api/push/clave`: whether push is on here, and the VAPID public key the browser subscribes with. */
export const pushKeySchema = z.object({
  habilitado: z.boolean(),
  clave_publica: outText().nullable(),
});
export type PushKey = z.infer<typeof pushKeySchema>;
