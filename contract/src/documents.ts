// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText, requiredText, safeString } from './validation.js';

/**
 * Document areas and their sub-areas. The one place a company changes them: the server
 * validates against it and the web builds its accordion and selects from it.
 * The ISO 45001 sub-areas follow the standard's clauses, written without accents like the spec's two.
 */
export const DOCUMENT_AREAS = {
  Manuales: ['Procedimientos de informatica'],
  Procedimientos: ['Salud Ocupacional y Medio Ambiente'],
  'Normas ISO 45001': [
    '01 Participacion y Consulta',
    '02 Politica',
    '03 Roles y Responsabilidades',
    '04 Identificacion de Peligros',
    '05 Evaluacion de Riesgos',
    '06 Requisitos Legales',
    '07 Objetivos y Planificacion',
    '08 Recursos',
    '09 Competencia',
    '10 Toma de Conciencia',
    '11 Comunicacion',
    '12 Informacion Documentada',
    '13 Planificacion y Control Operacional',
    '14 Gestion del Cambio',
    '15 Compras y Contratistas',
    '16 Preparacion y Respuesta ante Emergencias',
    '17 Seguimiento y Medicion',
    '18 Auditoria Interna',
    '19 Revision por la Direccion',
    '20 Incidentes y No Conformidades',
    '21 Accion Correctiva',
    '22 Mejora Continua',
    '23 Formatos',
  ],
} as const satisfies Record<string, readonly string[]>;

export type DocumentArea = keyof typeof DOCUMENT_AREAS;

/** Area names in display order. */
export const DOCUMENT_AREA_NAMES = Object.keys(DOCUMENT_AREAS) as DocumentArea[];

export const isDocumentArea = (value: unknown): value is DocumentArea =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(DOCUMENT_AREAS, value);

/** True when `subarea` is one of `area`'s sub-areas. */
export const isSubareaOf = (area: unknown, subarea: unknown): boolean =>
  isDocumentArea(area) && (DOCUMENT_AREAS[area] as readonly string[]).includes(subarea as string);

/** Documents per page in the admin list, and the default page size of the list call. */
export const DOCUMENTS_PAGE_SIZE = 10;
/** Largest page the list call returns. */
export const DOCUMENTS_MAX_PAGE_SIZE = 100;

export const DOCUMENT_MESSAGES = {
  nombre: 'Ingrese el nombre del documento.',
  area: 'Seleccione un área válida.',
  subarea: 'Seleccione una subárea que pertenezca al área elegida.',
  archivoRequerido: 'Seleccione un archivo PDF.',
  noPdf: 'El archivo debe ser un PDF.',
  visible: 'El campo visible debe ser verdadero o falso.',
  noEncontrado: 'Documento no encontrado.',
  created: 'Documento creado exitosamente',
  updated: 'Documento actualizado exitosamente',
  deleted: 'Documento eliminado exitosamente',
  confirmDelete: '¿Está seguro de que desea eliminar este documento?',
  elegir: 'Selecciona un área y subárea',
  vacio: 'No hay procedimientos disponibles.',
  vacioAdmin: 'No hay documentos creados.',
} as const;

const areaField = safeString({ error: DOCUMENT_MESSAGES.area }).trim().refine(isDocumentArea, DOCUMENT_MESSAGES.area);

/**
 * The text fields of `POST /api/procedimientos` and `PUT /api/procedimientos/{id}` (multipart; the PDF
 * goes in the file field `archivo`, required on create, optional on update).
 * The sub-area must belong to the area.
 */
export const documentInputSchema = z
  .object({
    nombre: requiredText(DOCUMENT_MESSAGES.nombre, 200),
    area: areaField,
    subarea: safeString({ error: DOCUMENT_MESSAGES.subarea }).trim().min(1, DOCUMENT_MESSAGES.subarea),
  })
  .refine((v) => isSubareaOf(v.area, v.subarea), { message: DOCUMENT_MESSAGES.subarea, path: ['subarea'] });
export type DocumentInput = z.infer<typeof documentInputSchema>;

/** Body of `PUT /api/procedimientos/{id}/visibilidad`: a JSON boolean, nothing else. */
export const documentVisibilitySchema = z.object(
  { visible: z.boolean({ error: DOCUMENT_MESSAGES.visible }) },
  { error: DOCUMENT_MESSAGES.visible },
);
export type DocumentVisibilityInput = z.infer<typeof documentVisibilitySchema>;

const optionalFilter = /* #__NO_SIDE_EFFECTS__ */ (max: number) =>
  safeString()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Query of `GET /api/procedimientos`. All optional:
 * - `area`, `subarea`: only that area / sub-area (the sub-area must belong to the area when both are sent);
 * - `nombre`: case-insensitive match on the name only (the public page's search);
 * - `q`: case-insensitive match on name, area or sub-area (the admin search 'Buscar por nombre o área...');
 * - `pagina` (from 1), `por_pagina` (1–100, default 10);
 * - `orden`: `recientes` (newest first, default) or `nombre` (alphabetical).
 */
export const documentListQuerySchema = z
  .object({
    area: safeString()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || isDocumentArea(v), DOCUMENT_MESSAGES.area),
    subarea: optionalFilter(200),
    nombre: optionalFilter(200),
    q: optionalFilter(200),
    pagina: z.coerce
      .number({ error: 'Página inválida.' })
      .int('Página inválida.')
      .min(1, 'Página inválida.')
      .max(1_000_000, 'Página inválida.')
      .default(1),
    por_pagina: z.coerce
      .number({ error: 'Tamaño de página inválido.' })
      .int('Tamaño de página inválido.')
      .min(1, 'Tamaño de página inválido.')
      .max(DOCUMENTS_MAX_PAGE_SIZE, `Máximo ${DOCUMENTS_MAX_PAGE_SIZE} por página.`)
      .default(DOCUMENTS_PAGE_SIZE),
    orden: z.enum(['recientes', 'nombre'], { error: 'Orden inválido.' }).default('recientes'),
  })
  .refine((v) => v.subarea === undefined || v.area === undefined || isSubareaOf(v.area, v.subarea), {
    message: DOCUMENT_MESSAGES.subarea,
    path: ['subarea'],
  });
/** What a client sends to `GET /api/procedimientos` (all optional). */
export interface DocumentListQuery {
  area?: string;
  subarea?: string;
  nombre?: string;
  q?: string;
  pagina?: number;
  por_pagina?: number;
  orden?: 'recientes' | 'nombre';
}
/** The list query after parsing (defaults applied). */
export type DocumentListFilters = z.output<typeof documentListQuerySchema>;

/** A document (procedimiento) as the API returns it. */
export const documentItemSchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  area: outText(),
  subarea: outText(),
  /** Unique, URL-safe name chosen by the server; the download is `/api/procedimientos/archivos/{archivo}`. */
  archivo: outText(),
  visible: z.boolean(),
  /** Size of the PDF in bytes. */
  tamano: z.number().int(),
  /** When the current PDF was uploaded (ISO-8601). */
  fecha_subida: outText(),
  /** The current version's number (1 for a document never re-uploaded). */
  version: z.number().int(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** Answer of `GET /api/procedimientos`: one page of documents and the total that matched. */
export const documentPageSchema = z.object({
  items: z.array(documentItemSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** Answer of `GET /api/procedimientos/conteos`: how many documents the caller can see per sub-area (only non-zero ones). */
export const documentCountSchema = z.object({ area: outText(), subarea: outText(), total: z.number().int() });
export type DocumentCount = z.infer<typeof documentCountSchema>;

/**
 * Path of `GET /api/procedimientos/archivos/{archivo}` and its query: a name that is not a server-chosen one
 * answers 404 (it is only compared with the database); `inline=1` (or `true`) opens the PDF in the browser.
 */
export const documentFileParams = z.object({ archivo: safeString() });
export const documentFileQuerySchema = z.object({ inline: safeString().optional() });

/** Where a document's PDF is downloaded (`inline` for the in-page preview). */
export const documentFileUrl = (archivo: string, inline = false): string =>
  `/api/procedimientos/archivos/${encodeURIComponent(archivo)}${inline ? '?inline=1' : ''}`;

/** The shape of a server-chosen `archivo`: lower-case letters, digits and dashes, ending in `.pdf`. */
export const ARCHIVO_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,150})\.pdf$/;
