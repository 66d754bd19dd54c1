import type { Generated } from 'kysely';

/** A news item. `fecha` is a calendar date `YYYY-MM-DD`; `imagen` a stored WebP path. */
export interface NewsTable {
  id: Generated<number>;
  nombre: string;
  area: string;
  detalle: string;
  fecha: string;
  imagen: string | null;
  /** Areas and branch ids the item is for, `|`-wrapped (`|Operaciones|`, `|1|3|`); '' = everyone. */
  audiencia_areas: Generated<string>;
  audiencia_sucursales: Generated<string>;
  /** ISO-8601 UTC; null = no limit. Workers see the item from `publicar_at` until before `despublicar_at`. */
  publicar_at: string | null;
  despublicar_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The folded search text of a news item (`searchKey` of nombre, area and detalle), kept by the repository. */
export interface NewsSearchTable {
  news_id: number;
  fecha: string;
  busqueda: string;
}
