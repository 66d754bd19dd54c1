// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { isoDate, safeString } from './validation.js';

export const AUDIT_ACTIONS = [
  'login',
  'login_fallido',
  'logout',
  'crear',
  'actualizar',
  'eliminar',
  'escritura_fallida',
  'acceso_denegado',
  'cambio_contrasena',
  'contrasena_temporal',
  'configurar_2fa',
  'activar_2fa',
  'desactivar_2fa',
  'solicitud_restablecimiento',
  'solicitud_descartada',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a failed login stores when the typed identifier is neither a RUT nor a username (issue 17, finding 12). */
export const AUDIT_UNKNOWN_IDENTIFIER = '(identificador no válido)';

/** Filters of the audit log screen (dates are UTC calendar days). */
export const auditQuerySchema = z.object({
  accion: z.enum(AUDIT_ACTIONS, { error: 'Acción desconocida.' }).optional(),
  usuario: safeString()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  desde: isoDate().optional(),
  hasta: isoDate().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditItem {
  id: number;
  at: string;
  user_id: number | null;
  username: string | null;
  /** Full name of the person at the time of the event. */
  nombre: string | null;
  action: string;
  entity: string;
  target_id: string | null;
  status: number;
  ip: string | null;
}

export interface AuditPage {
  items: AuditItem[];
  total: number;
  page: number;
  limit: number;
}
