import type { Generated } from 'kysely';

export interface CourseVideosTable {
  id: Generated<number>;
  image: string | null;
  title: string;
  area: string;
  link: string;
  /** `title area` lowercased without accents, for search. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface CourseImagesTable {
  id: Generated<number>;
  path: string;
  created_at: string;
}
