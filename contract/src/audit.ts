// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { isoDate, outText, safeString } from './validation.js';

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

/** What a failed login stores when the typed identifier is neither a RUT nor a username. */
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

/** One audited event as the audit log screen shows it (`GET /api/admin/auditoria`). */
export const auditItemSchema = z.object({
  id: z.number().int(),
  at: outText(),
  user_id: z.number().int().nullable(),
  username: outText().nullable(),
  /** Full name of the person at the time of the event. */
  nombre: outText().nullable(),
  action: outText(),
  entity: outText(),
  target_id: outText().nullable(),
  status: z.number().int(),
  ip: outText().nullable(),
  /** The name or title of what an admin write touched; null when unknown. */
  detalle: outText().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

/** Answer of `GET /api/admin/auditoria`: one page of the log, newest first, and how many matched. */
export const auditPageSchema = z.object({
  items: z.array(auditItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** What an admin route works on, by its path pattern (without `/api`): the noun with its article. */
const AUDIT_ENTITIES: Record<string, string> = {
  '/noticias': 'la noticia',
  '/procedimientos': 'el documento',
  '/procedimientos/:id/visibilidad': 'la visibilidad del documento',
  '/cumpleanos': 'el cumpleaños de',
  '/users': 'la ficha de',
  '/intro-slides': 'el banner',
  '/announcements': 'el anuncio',
  '/videos': 'el video del curso',
  '/images': 'la imagen de la galería de cursos',
  '/admin/reportes': 'el reporte',
  '/admin/reportes/usuarios/:id': 'los permisos de reportes de',
  '/admin/powerbi-pages/:page': 'la página de Gráficos',
  '/admin/temas': 'el tema del foro',
  '/admin/comentarios/:id': 'el comentario del foro',
  '/organization/nodes': 'el nodo del organigrama',
  '/lecturas': 'la lectura obligatoria',
};

/** Admin writes with a sentence of their own. */
const AUDIT_SPECIAL: Record<string, string> = {
  'POST /procedimientos/:id/versiones': 'subió una nueva versión del documento',
  'POST /lecturas/:id/cerrar': 'cerró la lectura obligatoria',
  'POST /organization/desde-jefaturas': 'reconstruyó el organigrama desde las jefaturas',
  'POST /users/import': 'importó personas desde un archivo CSV',
};

const VERBS: Record<string, string> = { POST: 'creó', PUT: 'modificó', PATCH: 'modificó', DELETE: 'eliminó' };
const INFINITIVES: Record<string, string> = { POST: 'crear', PUT: 'modificar', PATCH: 'modificar', DELETE: 'eliminar' };

/** `POST /api/noticias/:id` → `{ method: 'POST', path: '/noticias/:id', base: '/noticias' }`. */
function splitEntity(entity: string) {
  const [method = '', url = ''] = entity.split(' ');
  const path = url.replace(/^\/api/, '').split('?')[0] ?? '';
  return { method, path, base: path.replace(/\/:id$/, '') };
}

/** 'la noticia «Turnos» ' / 'la noticia n.º 12' / 'una noticia' — the object of the sentence. */
function objectOf(item: Pick<AuditItem, 'entity' | 'target_id' | 'detalle'>): string | null {
  const { path, base } = splitEntity(item.entity);
  const noun = AUDIT_ENTITIES[path] ?? AUDIT_ENTITIES[base];
  if (!noun) return null;
  if (item.detalle) return `${noun} «${item.detalle}»`;
  if (noun.endsWith(' de')) return item.target_id ? `${noun} la persona n.º ${item.target_id}` : `${noun} una persona`;
  return item.target_id ? `${noun} n.º ${item.target_id}` : noun;
}

/**
 * One audit event as a sentence in plain Spanish: 'María González inició sesión', 'cambió su contraseña',
 * 'creó la noticia «…»'. Events this function does not know read as a generic sentence, never as raw codes only.
 */
export function describeAuditEvent(
  item: Pick<AuditItem, 'action' | 'entity' | 'target_id' | 'status' | 'nombre' | 'username' | 'detalle'>,
): string {
  const who = item.nombre ?? item.username ?? 'Alguien';
  const ok = item.status < 400;
  const { method, path } = splitEntity(item.entity);
  const object = objectOf(item);
  switch (item.action) {
    case 'login':
      return `${who} inició sesión`;
    case 'login_fallido': {
      const typed = item.username ?? AUDIT_UNKNOWN_IDENTIFIER;
      return item.status === 429
        ? `Inicio de sesión bloqueado por demasiados intentos (con «${typed}»)`
        : `Inicio de sesión fallido con «${typed}»`;
    }
    case 'logout':
      return `${who} cerró sesión`;
    case 'cambio_contrasena':
      return ok ? `${who} cambió su contraseña` : `${who} intentó cambiar su contraseña, sin éxito`;
    case 'contrasena_temporal': {
      const target = item.detalle ?? (item.target_id ? `la persona n.º ${item.target_id}` : 'una persona');
      return ok
        ? `${who} asignó una contraseña temporal a ${target}`
        : `${who} intentó asignar una contraseña temporal a ${target}, sin éxito`;
    }
    case 'configurar_2fa':
      return `${who} comenzó a configurar la verificación en dos pasos`;
    case 'activar_2fa':
      return ok
        ? `${who} activó la verificación en dos pasos`
        : `${who} intentó activar la verificación en dos pasos, sin éxito`;
    case 'desactivar_2fa':
      return ok
        ? `${who} desactivó la verificación en dos pasos`
        : `${who} intentó desactivar la verificación en dos pasos, sin éxito`;
    case 'solicitud_restablecimiento':
      return item.nombre
        ? `${item.nombre} pidió restablecer su contraseña`
        : `Se pidió restablecer la contraseña del RUT ${item.username ?? '(desconocido)'}, que no tiene una cuenta activa`;
    case 'solicitud_descartada':
      return `${who} descartó una solicitud de restablecimiento de contraseña`;
    case 'acceso_denegado':
      return `${who} intentó una acción sin permiso`;
    case 'crear':
    case 'actualizar':
    case 'eliminar': {
      const special = AUDIT_SPECIAL[`${method} ${path}`];
      if (special) return `${who} ${special}${item.target_id && path.includes(':id') ? ` n.º ${item.target_id}` : ''}`;
      const verb = VERBS[method];
      if (verb) return `${who} ${verb} ${object ?? `un registro${item.target_id ? ` (n.º ${item.target_id})` : ''}`}`;
      break;
    }
    case 'escritura_fallida': {
      const special = AUDIT_SPECIAL[`${method} ${path}`];
      if (special) return `${who} intentó una operación rechazada: ${special.replace(/^\S+ /, '')}`;
      const verb = INFINITIVES[method];
      if (verb && object) return `${who} intentó ${verb} ${object}, sin éxito`;
      break;
    }
  }
  return `${who} realizó una operación del sistema (${item.action})`;
}
