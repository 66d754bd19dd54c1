import type { Generated } from 'kysely';

/** One audited event: a login, or an admin's create/update/delete. Never holds passwords or tokens. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  username: string | null;
  /** The person's full name at the time. */
  nombre: string | null;
  action: string;
  entity: string;
  target_id: string | null;
  status: number;
  ip: string | null;
  /** The name or title of what an admin write touched, from its answer; null when unknown. */
  detalle: string | null;
}
