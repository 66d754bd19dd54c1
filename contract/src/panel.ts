// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText } from './validation.js';

/** Admin panel (/admin-panel): statistics from the database and Chile's public holidays. */

/** Document kinds of the 'Tipos de Documentos Subidos' doughnut. */
export const DOCUMENT_KINDS = ['PDF', 'Word', 'Excel', 'Otros'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Months shown in 'Usuarios Registrados'. */
export const PANEL_MONTHS = 6;

/** `GET /api/admin/panel/estadisticas`. */
export const panelStatsSchema = z.object({
  /** Oldest first; `mes` is `YYYY-MM` in America/Santiago. */
  usuariosPorMes: z.array(z.object({ mes: outText(), total: z.number().int() })),
  /** Kept for API clients; the Panel shows `documentosPorArea` instead (every document is a PDF). */
  tiposDocumentos: z.array(z.object({ tipo: z.enum(DOCUMENT_KINDS), total: z.number().int() })),
  /** Documents per area, most first: where procedures are missing. */
  documentosPorArea: z.array(z.object({ area: outText(), total: z.number().int() })),
  totales: z.object({
    usuarios: z.number().int(),
    documentos: z.number().int(),
    cursos: z.number().int(),
    reportes: z.number().int(),
  }),
  /** The Panel's to-do items; overdue readings come from `GET /api/lecturas`. */
  pendientes: z.object({
    /** People waiting for a temporary password (one per person). */
    solicitudesRestablecimiento: z.number().int(),
    /** Reports nobody may see yet. */
    reportesSinUsuarios: z.array(z.object({ id: z.number().int(), nombre: outText() })),
  }),
});
export type PanelStats = z.infer<typeof panelStatsSchema>;

/** One public holiday, `GET /api/admin/panel/feriados?anio=YYYY`. */
export const holidaySchema = z.object({ fecha: outText(), nombre: outText() });
export type Holiday = z.infer<typeof holidaySchema>;

/** Query of `GET /api/admin/panel/feriados`: the year (this year in Santiago when absent). */
export const holidaysQuerySchema = z.object({
  anio: z.coerce
    .number({ error: 'Año inválido.' })
    .int('Año inválido.')
    .min(1970, 'Año inválido.')
    .max(2100, 'Año inválido.')
    .optional(),
});

/** `GET /api/config-cliente`: what the browser needs from the server's configuration. */
export const clientConfigSchema = z.object({
  /** Leaflet tile URL template. */
  tileUrl: outText(),
  tileAttribution: outText(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
