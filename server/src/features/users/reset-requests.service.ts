import { RESET_REQUEST_LIMITS, RESET_REQUEST_MESSAGES, type ResetRequest } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { notFound, tooManyRequests } from '../../plugins/errors.js';

/** What the route audits after a request is stored. */
export interface StoredRequest {
  id: number;
  user: { id: number; username: string; nombre: string } | null;
}

/**
 * Stores a forgotten-password request. The limits count every request of the address and of the RUT
 * in the last hour, whether or not the RUT has an account, so the answer (stored, or 429) never tells which
 * RUTs exist. A request for a RUT without an active account is kept as `sin_cuenta` and never listed.
 */
export async function requestReset(db: Db, clock: Clock, rut: string, ip: string): Promise<StoredRequest> {
  const since = isoAt(clock, -RESET_REQUEST_LIMITS.windowMs);
  const count = async (column: 'ip' | 'rut', value: string) =>
    Number(
      (
        await db
          .selectFrom('reset_requests')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(column, '=', value)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if (
    (await count('ip', ip)) >= RESET_REQUEST_LIMITS.perAddress ||
    (await count('rut', rut)) >= RESET_REQUEST_LIMITS.perRut
  ) {
    throw tooManyRequests(RESET_REQUEST_MESSAGES.throttled);
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'nombre'])
    .where('rut', '=', rut)
    .where('activo', '=', 1)
    .executeTakeFirst();
  const row = await db
    .insertInto('reset_requests')
    .values({
      user_id: user?.id ?? null,
      rut,
      ip,
      estado: user ? 'pendiente' : 'sin_cuenta',
      created_at: isoAt(clock),
      handled_by: null,
      handled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, user: user ?? null };
}

/** Pending requests, one per person (the latest), newest first; only active accounts. */
export async function listPendingResets(db: Db): Promise<ResetRequest[]> {
  const rows = await db
    .selectFrom('reset_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'u.nombre', 'u.rut', 'r.created_at'])
    .where('r.estado', '=', 'pendiente')
    .where('u.activo', '=', 1)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const seen = new Set<number>();
  const out: ResetRequest[] = [];
  for (const r of rows) {
    if (seen.has(r.user_id!)) continue;
    seen.add(r.user_id!);
    out.push({ id: r.id, usuario_id: r.user_id!, nombre: r.nombre, rut: r.rut ?? '', solicitada_at: r.created_at });
  }
  return out;
}

/** Marks every pending request of a person as handled (a temporary password was given, or dismissed). */
export async function closeResets(
  db: Db,
  userId: number,
  estado: 'atendida' | 'descartada',
  adminId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('reset_requests')
    .set({ estado, handled_by: adminId, handled_at: at })
    .where('user_id', '=', userId)
    .where('estado', '=', 'pendiente')
    .execute();
}

/** Dismisses a pending request (and the person's other pending ones); returns the person's id. */
export async function dismissReset(db: Db, id: number, adminId: number, at: string): Promise<number> {
  const row = await db
    .selectFrom('reset_requests')
    .select(['user_id'])
    .where('id', '=', id)
    .where('estado', '=', 'pendiente')
    .executeTakeFirst();
  if (!row?.user_id) throw notFound(RESET_REQUEST_MESSAGES.notFound);
  await closeResets(db, row.user_id, 'descartada', adminId, at);
  return row.user_id;
}
