import type { Generated } from 'kysely';
import type { LecturaTipo } from '@intranet/contract';

/** A mandatory reading. Audience lists are JSON arrays. */
export interface LecturasTable {
  id: Generated<number>;
  tipo: LecturaTipo;
  item_id: number;
  todos: number;
  areas: string;
  sucursales: string;
  personas: string;
  /** `YYYY-MM-DD` (Santiago); overdue from the next day on. */
  fecha_limite: string;
  cerrada_at: string | null;
  creado_por: number | null;
  created_at: string;
  updated_at: string;
}

/** Who opened which version of an item (the precondition of a confirmation). */
export interface LecturaAperturasTable {
  user_id: number;
  tipo: LecturaTipo;
  item_id: number;
  version: number;
  abierto_at: string;
}

/** One acknowledgement, chained to the previous one by `hash_anterior`. */
export interface LecturaEvidenciasTable {
  id: Generated<number>;
  lectura_id: number;
  user_id: number;
  persona: string;
  rut: string | null;
  tipo: LecturaTipo;
  item_id: number;
  titulo: string;
  version: number;
  sha256: string;
  confirmado_at: string;
  ip: string | null;
  navegador: string | null;
  hash_anterior: string;
  hash: string;
}

/** The chain's head (one row, id 1). */
export interface EvidenciaCadenaTable {
  id: number;
  cabeza: string;
  total: number;
}
