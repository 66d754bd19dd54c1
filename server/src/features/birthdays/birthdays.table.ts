import type { Generated } from 'kysely';

/** A birthday of the home's 'Cumpleaños del Mes' (spec §3); `fecha_cumpleanos` is `YYYY-MM-DD`. */
export interface BirthdaysTable {
  id: Generated<number>;
  nombre: string;
  cargo: string;
  fecha_cumpleanos: string;
  imagen: string | null;
  created_at: string;
  updated_at: string;
}
