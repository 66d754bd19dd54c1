import type { Generated } from 'kysely';

/** A birthday of the home's 'Cumpleaños del Mes'; `fecha_cumpleanos` is `YYYY-MM-DD`. */
export interface BirthdaysTable {
  id: Generated<number>;
  nombre: string;
  cargo: string;
  fecha_cumpleanos: string;
  imagen: string | null;
  created_at: string;
  updated_at: string;
}

/** A greeting sent from the birthdays carousel; only `para_id` reads it. */
export interface SaludosTable {
  id: Generated<number>;
  de_id: number;
  para_id: number;
  mensaje: string;
  /** Santiago calendar day it was sent (`YYYY-MM-DD`): the unit of the limits. */
  dia: string;
  /** ISO-8601 instant it was sent. */
  enviado: string;
  /** ISO-8601 instant the recipient saw it, or null. */
  leido: string | null;
}
