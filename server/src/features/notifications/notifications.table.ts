import type { Generated } from 'kysely';

/** A notification the person has seen; the notifications themselves are derived, not stored. */
export interface NotificacionesLeidasTable {
  user_id: number;
  clave: string;
  leida_at: string;
}

/** A browser that turned the phone notifications on (Web Push). */
export interface PushSuscripcionesTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A notification already pushed to a person: inserted before sending, so one instance sends it. */
export interface PushEnviadosTable {
  user_id: number;
  clave: string;
  enviado_at: string;
}
