import type { Generated } from 'kysely';

/** A forum topic. `activo` is 0/1; only active topics exist for workers. */
export interface TemasTable {
  id: Generated<number>;
  titulo: string;
  descripcion: string | null;
  imagen: string | null;
  activo: number;
  /** Kept by the comment writes in the same transaction, so listing topics never counts 100,000 rows. */
  total_comentarios: Generated<number>;
  fecha_creacion: string;
  updated_at: string;
  /** Who created the topic, and their full name then. */
  autor_id: number | null;
  autor_nombre: string | null;
  /** The newest comment's date; null until the first comment. */
  ultima_actividad: Generated<string | null>;
}

/** A comment: plain text; `user_id` is the author (null once the user is deleted), `username` as posted. */
export interface ComentariosTable {
  id: Generated<number>;
  tema_id: number;
  user_id: number | null;
  username: string;
  /**
   * The author's full name when they wrote it: renaming or deactivating them later does not change it.
   * Empty ('' by default) means "as `username`" (bulk-made comments of the benchmark).
   */
  nombre: Generated<string>;
  comentario: string;
  fecha: string;
  fecha_edicion: string | null;
  /** Bumped in every reaction change; it also serializes concurrent changes of one comment's reactions. */
  reacciones_version: Generated<number>;
  /** The client's idempotency key (a UUID): a repeat of the same user's key finds this row. */
  clave_envio: string | null;
  /** The top-level comment of the same topic this one answers; null for a top-level comment. */
  respuesta_a: Generated<number | null>;
}

/** At most one reaction per user and comment: UNIQUE (comentario_id, user_id). */
export interface ReaccionesTable {
  id: Generated<number>;
  comentario_id: number;
  user_id: number;
  emoji: string;
  fecha: string;
}
