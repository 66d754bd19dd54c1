import type { Generated } from 'kysely';

/** An intro (banner) slide of the home carousel. */
export interface IntroSlidesTable {
  id: Generated<number>;
  titulo: string;
  descripcion: string;
  imagen: string | null;
  created_at: string;
  updated_at: string;
}
