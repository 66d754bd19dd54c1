/** Admin panel (/admin-panel): statistics from the database and Chile's public holidays. */

/** Document kinds of the 'Tipos de Documentos Subidos' doughnut (spec §2 Panel). */
export const DOCUMENT_KINDS = ['PDF', 'Word', 'Excel', 'Otros'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Months shown in 'Usuarios Registrados'. */
export const PANEL_MONTHS = 6;

/** `GET /api/admin/panel/estadisticas`. */
export interface PanelStats {
  /** Oldest first; `mes` is `YYYY-MM` in America/Santiago. */
  usuariosPorMes: { mes: string; total: number }[];
  /** Kept for API clients; the Panel shows `documentosPorArea` instead (issue 19: it was always 100 % PDF). */
  tiposDocumentos: { tipo: DocumentKind; total: number }[];
  /** Documents per area, most first (issue 19): where procedures are missing. */
  documentosPorArea: { area: string; total: number }[];
  totales: { usuarios: number; documentos: number; cursos: number; reportes: number };
  /** The Panel's to-do items (issue 19); overdue readings come from `GET /api/lecturas`. */
  pendientes: {
    /** People waiting for a temporary password (one per person). */
    solicitudesRestablecimiento: number;
    /** Reports nobody may see yet. */
    reportesSinUsuarios: { id: number; nombre: string }[];
  };
}

/** One public holiday, `GET /api/admin/panel/feriados?anio=YYYY`. */
export interface Holiday {
  fecha: string;
  nombre: string;
}

/** `GET /api/config-cliente`: what the browser needs from the server's configuration. */
export interface ClientConfig {
  /** Leaflet tile URL template. */
  tileUrl: string;
  tileAttribution: string;
}
