/** A notification the person has seen (issue 16); the notifications themselves are derived, not stored. */
export interface NotificacionesLeidasTable {
  user_id: number;
  clave: string;
  leida_at: string;
}
