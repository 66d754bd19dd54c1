import type { SessionUser } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { isoAt, systemClock } from '../../lib/clock.js';
import { recordOpening } from '../../lib/reading-evidence.js';
import { addDays, todayInSantiago } from '../../lib/time.js';
import { confirmLectura, createLectura } from './lecturas.service.js';

type DemoUser = SeedContext['users'][number];

const asSession = (u: DemoUser): SessionUser => ({
  id: u.id,
  rut: u.rut,
  username: u.username,
  nombre: u.nombre,
  role: u.role,
  mustChangePassword: false,
  mustSetupTwoFactor: false,
});

/**
 * Demo mandatory readings, so the screens are not empty on first start: the safety policy for
 * everyone, due in two weeks, already confirmed by two people; the emergency plan for Santiago and Calama,
 * overdue since five days ago.
 */
export async function seedLecturas(ctx: SeedContext): Promise<void> {
  const deps = { db: ctx.db, storage: ctx.storage, clock: systemClock };
  const admin = ctx.users.find((u) => u.role === 'admin');
  if (!admin) return;
  const doc = (nombre: string) =>
    ctx.db.selectFrom('documents').select('id').where('nombre', '=', nombre).executeTakeFirst();
  const policy = await doc('Política de Seguridad y Salud en el Trabajo');
  const emergency = await doc('Plan de emergencia y evacuación');
  if (!policy || !emergency) return;
  const today = todayInSantiago();
  const audience = { todos: false, areas: [], sucursales: [], personas: [] };

  const everyone = await createLectura(deps, asSession(admin), {
    ...audience,
    todos: true,
    tipo: 'documento',
    item_id: Number(policy.id),
    fecha_limite: addDays(today, 14),
  });
  // The service refuses a due date in the past: the overdue example is created due today and moved back.
  const overdue = await createLectura(deps, asSession(admin), {
    ...audience,
    sucursales: [2, 3],
    tipo: 'documento',
    item_id: Number(emergency.id),
    fecha_limite: today,
  });
  await ctx.db
    .updateTable('lecturas')
    .set({ fecha_limite: addDays(today, -5) })
    .where('id', '=', overdue.id)
    .execute();

  // Two people (not the e2e accounts) already read and confirmed the policy: the evidence chain has rows.
  const readers = ctx.users.filter((u) => u.role === 'worker' && !['mgonzalez', 'jmunoz'].includes(u.username));
  for (const u of readers.slice(0, 2)) {
    await recordOpening(ctx.db, u.id, 'documento', everyone.item_id, everyone.version, isoAt(systemClock));
    await confirmLectura(deps, asSession(u), everyone.id, { ip: '127.0.0.1', navegador: 'Datos de demostración' });
  }
  ctx.log.info({ lecturas: 2 }, 'demo mandatory readings seeded');
}
