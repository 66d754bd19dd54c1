import type { Generated } from 'kysely';

/** 'pendiente' until an admin gives a temporary password ('atendida') or dismisses it ('descartada'). */
export type ResetRequestEstado = 'pendiente' | 'atendida' | 'descartada' | 'sin_cuenta';

/** A forgotten-password request from the login screen. */
export interface ResetRequestsTable {
  id: Generated<number>;
  /** The active account of the RUT; null when there is none (`sin_cuenta`). */
  user_id: number | null;
  /** Canonical RUT as asked. */
  rut: string;
  ip: string;
  estado: ResetRequestEstado;
  created_at: string;
  handled_by: number | null;
  handled_at: string | null;
}
