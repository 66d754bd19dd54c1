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
  created_at: string;
  updated_at: string;
}
