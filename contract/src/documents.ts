// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText, requiredText, safeString } from './validation.js';
import {
  DOCUMENT_MESSAGES,
  DOCUMENTS_MAX_PAGE_SIZE,
  DOCUMENTS_PAGE_SIZE,
  isDocumentArea,
  isSubareaOf,
} from './document-rules.js';

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
