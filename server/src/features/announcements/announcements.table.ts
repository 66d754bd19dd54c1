import type { Generated } from 'kysely';
import type { AnnouncementType } from '@intranet/contract';

/** An announcement; `type` is unique (one page per type). Images live in the public uploads folder. */
export interface AnnouncementsTable {
  id: Generated<number>;
  type: AnnouncementType;
  title: string;
  detail: string;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  /** Areas and branch ids the item is for, `|`-wrapped (`|Operaciones|`, `|1|3|`); '' = everyone. */
  audiencia_areas: Generated<string>;
  audiencia_sucursales: Generated<string>;
  /** ISO-8601 UTC; null = no limit. Workers see the item from `publicar_at` until before `despublicar_at`. */
  publicar_at: string | null;
  despublicar_at: string | null;
  created_at: string;
  updated_at: string;
}
