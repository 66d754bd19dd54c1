// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { AREAS, BRANCH_IDS } from './constants.js';
import { isoDate, optionalText, outText, safeString } from './validation.js';

/**
 * Versioned procedures and mandatory reading. Evidence of who read which version of what,
 * with a tamper-evident hash chain.
 */

export const LECTURA_TIPOS = ['documento', 'noticia', 'anuncio'] as const;
export type LecturaTipo = (typeof LECTURA_TIPOS)[number];

export const LECTURA_MESSAGES = {
  tipo: 'Seleccione qué debe leerse: un documento, una noticia o un anuncio.',
  item: 'El documento, la noticia o el anuncio elegido no existe.',
  anuncioVencido: 'El anuncio elegido ya venció (despublicado): nadie podría abrirlo.',
  fechaLimite: 'Ingrese la fecha límite (AAAA-MM-DD).',
  fechaPasada: 'La fecha límite no puede estar en el pasado.',
  audienciaVacia: 'Elija a quién va dirigida: todos, o áreas, sucursales o personas.',
  areaDesconocida: 'Una de las áreas elegidas no existe.',
  sucursalDesconocida: 'Una de las sucursales elegidas no existe.',
  personaDesconocida: 'Una de las personas elegidas no existe o está inactiva.',
  noEncontrada: 'Lectura obligatoria no encontrada.',
  noAsignada: 'Esta lectura obligatoria no está asignada a usted.',
  cerrada: 'Esta lectura obligatoria está cerrada; ya no se pueden registrar confirmaciones.',
  sinAbrir: 'Abra el documento, la noticia o el anuncio antes de confirmar su lectura.',
  yaConfirmada: 'Usted ya confirmó la lectura de esta versión.',
  itemNoDisponible: 'El documento, la noticia o el anuncio de esta lectura ya no está disponible.',
  yaCerrada: 'Esta lectura obligatoria ya está cerrada.',
  notaVersion: 'Describa el cambio de esta versión.',
} as const;

const idList = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message), { error: message })
    .max(500, 'Máximo 500 elementos.');

/**
 * Audience: everyone (`todos`), or any combination of areas, branches and people. Areas and branches narrow
 * each other (area AND branch when both are given); people are added by name (see decision 016).
 */
export const lecturaAudienceSchema = z.object({
  todos: z.boolean({ error: 'El campo todos debe ser verdadero o falso.' }).default(false),
  areas: z
    .array(safeString({ error: LECTURA_MESSAGES.areaDesconocida }), { error: LECTURA_MESSAGES.areaDesconocida })
    .max(AREAS.length, LECTURA_MESSAGES.areaDesconocida)
    .default([])
    .refine((v) => v.every((a) => (AREAS as readonly string[]).includes(a)), LECTURA_MESSAGES.areaDesconocida),
  sucursales: idList(LECTURA_MESSAGES.sucursalDesconocida)
    .default([])
    .refine((v) => v.every((s) => BRANCH_IDS.includes(s)), LECTURA_MESSAGES.sucursalDesconocida),
  personas: idList(LECTURA_MESSAGES.personaDesconocida).default([]),
});
export type LecturaAudience = z.infer<typeof lecturaAudienceSchema>;

/** Body of `POST /api/lecturas`. */
export const lecturaCreateSchema = lecturaAudienceSchema
  .extend({
    tipo: z.enum(LECTURA_TIPOS, { error: LECTURA_MESSAGES.tipo }),
    item_id: z.number({ error: LECTURA_MESSAGES.item }).int(LECTURA_MESSAGES.item).positive(LECTURA_MESSAGES.item),
    fecha_limite: isoDate(LECTURA_MESSAGES.fechaLimite),
  })
  .refine((v) => v.todos || v.areas.length + v.sucursales.length + v.personas.length > 0, {
    message: LECTURA_MESSAGES.audienciaVacia,
    path: ['todos'],
  });
export type LecturaCreateInput = z.infer<typeof lecturaCreateSchema>;

/** Body of `PUT /api/lecturas/{id}`: audience and due date (the item does not change). */
export const lecturaUpdateSchema = lecturaAudienceSchema
  .extend({ fecha_limite: isoDate(LECTURA_MESSAGES.fechaLimite) })
  .refine((v) => v.todos || v.areas.length + v.sucursales.length + v.personas.length > 0, {
    message: LECTURA_MESSAGES.audienciaVacia,
    path: ['todos'],
  });
export type LecturaUpdateInput = z.infer<typeof lecturaUpdateSchema>;

/** Text fields of `POST /api/procedimientos/{id}/versiones` (multipart; the PDF goes in `archivo`). */
export const documentVersionInputSchema = z.object({ nota: optionalText(500) });
export type DocumentVersionInput = z.infer<typeof documentVersionInputSchema>;

/** One version of a document (admin). */
export const documentVersionItemSchema = z.object({
  numero: z.number().int(),
  archivo: outText(),
  tamano: z.number().int(),
  /** SHA-256 of the PDF, hex. */
  sha256: outText(),
  subido_por: outText(),
  nota: outText(),
  /** ISO-8601 UTC. */
  fecha: outText(),
  actual: z.boolean(),
});
export type DocumentVersionItem = z.infer<typeof documentVersionItemSchema>;

const lecturaItemRefShape = {
  tipo: z.enum(LECTURA_TIPOS),
  item_id: z.number().int(),
  titulo: outText(),
  /** Documents: the current PDF's public name (open it with `/api/procedimientos/archivos/{archivo}?inline=1`). */
  archivo: outText().nullable(),
  /** Current version (news and announcements: always 1; their text is hashed at confirmation). */
  version: z.number().int(),
};
export type LecturaItemRef = z.infer<z.ZodObject<typeof lecturaItemRefShape>>;

// Schemas are built from shapes (object spread), not with `.extend()`: a top-level method call is not dropped
// from the web's first load when nothing uses it.

/** A mandatory reading as the admin sees it. */
export const lecturaAdminItemSchema = z.object({
  ...lecturaItemRefShape,
  id: z.number().int(),
  todos: z.boolean(),
  areas: z.array(outText()),
  sucursales: z.array(z.number().int()),
  personas: z.array(z.object({ id: z.number().int(), nombre: outText() })),
  fecha_limite: outText(),
  cerrada: z.boolean(),
  creada: outText(),
  /** People in the audience now, and how many confirmed the current version. */
  total: z.number().int(),
  confirmadas: z.number().int(),
});
export type LecturaAdminItem = z.infer<typeof lecturaAdminItemSchema>;

/** A pending mandatory reading of the worker. */
export const lecturaPendienteSchema = z.object({
  ...lecturaItemRefShape,
  id: z.number().int(),
  fecha_limite: outText(),
  vencida: z.boolean(),
  /** The worker opened the current version (the 'Leí y comprendí' button is enabled). */
  abierta: z.boolean(),
  /** The worker confirmed an older version (re-opened by a new one). */
  confirmo_version_anterior: z.boolean(),
});
export type LecturaPendiente = z.infer<typeof lecturaPendienteSchema>;

/** The evidence row returned by `POST /api/lecturas/{id}/confirmar`. */
export const lecturaEvidenciaSchema = z.object({
  id: z.number().int(),
  lectura_id: z.number().int(),
  persona: outText(),
  rut: outText().nullable(),
  tipo: z.enum(LECTURA_TIPOS),
  item_id: z.number().int(),
  titulo: outText(),
  version: z.number().int(),
  sha256: outText(),
  /** ISO-8601 UTC. */
  confirmado_at: outText(),
  ip: outText().nullable(),
  navegador: outText().nullable(),
  hash: outText(),
});
export type LecturaEvidencia = z.infer<typeof lecturaEvidenciaSchema>;

/** Result of `GET /api/lecturas/verificar`. */
export const lecturaVerificacionSchema = z.object({
  valida: z.boolean(),
  total: z.number().int(),
  cabeza: outText(),
  /** The first row whose hash does not match (or the reason the tail does not match the head). */
  primera_rota: z.object({ id: z.number().int().nullable(), motivo: outText() }).nullable(),
});
export type LecturaVerificacion = z.infer<typeof lecturaVerificacionSchema>;

/** One person in the compliance dashboard. */
const lecturaEstadoPersonaSchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  rut: outText().nullable(),
  area: outText().nullable(),
  sucursal: outText().nullable(),
  estado: z.enum(['confirmada', 'pendiente', 'vencida']),
  /** When the current version was confirmed (ISO-8601 UTC). */
  confirmado_at: outText().nullable(),
  /** Older versions this person confirmed. */
  versiones_anteriores: z.array(z.number().int()),
});
export type LecturaEstadoPersona = z.infer<typeof lecturaEstadoPersonaSchema>;

const lecturaEstadoGrupoSchema = z.object({
  nombre: outText(),
  total: z.number().int(),
  confirmadas: z.number().int(),
  porcentaje: z.number(),
});
export type LecturaEstadoGrupo = z.infer<typeof lecturaEstadoGrupoSchema>;

/** Result of `GET /api/lecturas/{id}/estado`. */
export const lecturaEstadoSchema = z.object({
  lectura: lecturaAdminItemSchema,
  total: z.number().int(),
  confirmadas: z.number().int(),
  pendientes: z.number().int(),
  vencidas: z.number().int(),
  porcentaje: z.number(),
  por_area: z.array(lecturaEstadoGrupoSchema),
  por_sucursal: z.array(lecturaEstadoGrupoSchema),
  personas: z.array(lecturaEstadoPersonaSchema),
  cabeza_cadena: outText(),
});
export type LecturaEstado = z.infer<typeof lecturaEstadoSchema>;

/** Query of the dashboard (all optional): filter the people list by area, branch and state. */
export const lecturaEstadoQuerySchema = z.object({
  area: safeString()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (AREAS as readonly string[]).includes(v), LECTURA_MESSAGES.areaDesconocida),
  sucursal: z.coerce
    .number({ error: LECTURA_MESSAGES.sucursalDesconocida })
    .int()
    .optional()
    .refine((v) => v === undefined || BRANCH_IDS.includes(v), LECTURA_MESSAGES.sucursalDesconocida),
  estado: z.enum(['confirmada', 'pendiente', 'vencida'], { error: 'Estado inválido.' }).optional(),
});
export type LecturaEstadoQuery = z.infer<typeof lecturaEstadoQuerySchema>;
