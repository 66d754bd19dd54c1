// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { AREAS, BRANCH_IDS } from './constants.js';
import { isoDate, optionalText, outText, safeString } from './validation.js';

/**
 * Versioned procedures and mandatory reading (issue 16). Evidence of who read which version of what,
 * with a tamper-evident hash chain.
 */

export const LECTURA_TIPOS = ['documento', 'noticia'] as const;
export type LecturaTipo = (typeof LECTURA_TIPOS)[number];

export const LECTURA_MESSAGES = {
  tipo: 'Seleccione qué debe leerse: un documento o una noticia.',
  item: 'El documento o la noticia elegida no existe.',
  fechaLimite: 'Ingrese la fecha límite (AAAA-MM-DD).',
  fechaPasada: 'La fecha límite no puede estar en el pasado.',
  audienciaVacia: 'Elija a quién va dirigida: todos, o áreas, sucursales o personas.',
  areaDesconocida: 'Una de las áreas elegidas no existe.',
  sucursalDesconocida: 'Una de las sucursales elegidas no existe.',
  personaDesconocida: 'Una de las personas elegidas no existe o está inactiva.',
  noEncontrada: 'Lectura obligatoria no encontrada.',
  noAsignada: 'Esta lectura obligatoria no está asignada a usted.',
  cerrada: 'Esta lectura obligatoria está cerrada; ya no se pueden registrar confirmaciones.',
  sinAbrir: 'Abra el documento o la noticia antes de confirmar su lectura.',
  yaConfirmada: 'Usted ya confirmó la lectura de esta versión.',
  itemNoDisponible: 'El documento o la noticia de esta lectura ya no está disponible.',
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

export interface LecturaItemRef {
  tipo: LecturaTipo;
  item_id: number;
  titulo: string;
  /** Documents: the current PDF's public name (open it with `/api/procedimientos/archivos/{archivo}?inline=1`). */
  archivo: string | null;
  /** Current version (news: always 1). */
  version: number;
}

/** A mandatory reading as the admin sees it. */
export interface LecturaAdminItem extends LecturaItemRef {
  id: number;
  todos: boolean;
  areas: string[];
  sucursales: number[];
  personas: { id: number; nombre: string }[];
  fecha_limite: string;
  cerrada: boolean;
  creada: string;
  /** People in the audience now, and how many confirmed the current version. */
  total: number;
  confirmadas: number;
}

/** A pending mandatory reading of the worker. */
export interface LecturaPendiente extends LecturaItemRef {
  id: number;
  fecha_limite: string;
  vencida: boolean;
  /** The worker opened the current version (the 'Leí y comprendí' button is enabled). */
  abierta: boolean;
  /** The worker confirmed an older version (re-opened by a new one). */
  confirmo_version_anterior: boolean;
}

/** The evidence row returned by `POST /api/lecturas/{id}/confirmar`. */
export interface LecturaEvidencia {
  id: number;
  lectura_id: number;
  persona: string;
  rut: string | null;
  tipo: LecturaTipo;
  item_id: number;
  titulo: string;
  version: number;
  sha256: string;
  /** ISO-8601 UTC. */
  confirmado_at: string;
  ip: string | null;
  navegador: string | null;
  hash: string;
}

/** Result of `GET /api/lecturas/verificar`. */
export interface LecturaVerificacion {
  valida: boolean;
  total: number;
  cabeza: string;
  /** The first row whose hash does not match (or the reason the tail does not match the head). */
  primera_rota: { id: number | null; motivo: string } | null;
}

/** One person in the compliance dashboard. */
export interface LecturaEstadoPersona {
  id: number;
  nombre: string;
  rut: string | null;
  area: string | null;
  sucursal: string | null;
  estado: 'confirmada' | 'pendiente' | 'vencida';
  /** When the current version was confirmed (ISO-8601 UTC). */
  confirmado_at: string | null;
  /** Older versions this person confirmed. */
  versiones_anteriores: number[];
}

export interface LecturaEstadoGrupo {
  nombre: string;
  total: number;
  confirmadas: number;
  porcentaje: number;
}

/** Result of `GET /api/lecturas/{id}/estado`. */
export interface LecturaEstado {
  lectura: LecturaAdminItem;
  total: number;
  confirmadas: number;
  pendientes: number;
  vencidas: number;
  porcentaje: number;
  por_area: LecturaEstadoGrupo[];
  por_sucursal: LecturaEstadoGrupo[];
  personas: LecturaEstadoPersona[];
  cabeza_cadena: string;
}

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
