import type { Generated } from 'kysely';

/** A news item (spec §3). `fecha` is a calendar date `YYYY-MM-DD`; `imagen` a stored WebP path. */
export interface NewsTable {
  id: Generated<number>;
  nombre: string;
  area: string;
  detalle: string;
  fecha: string;
  imagen: string | null;
  created_at: string;
  updated_at: string;
}

/** The folded search text of a news item (`searchKey` of nombre, area and detalle), kept by the repository. */
export interface NewsSearchTable {
  news_id: number;
  fecha: string;
  busqueda: string;
}
