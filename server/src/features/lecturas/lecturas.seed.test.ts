import { beforeAll, expect, it } from 'vitest';
import type { LecturaAdminItem, LecturaPendiente, LecturaVerificacion } from '@intranet/contract';
import { seedDemo } from '../../seed/demo.js';
import { useTestApp } from '../../../test/helpers.js';

/** The demo mandatory readings: the screens are not empty on first start. */
const t = useTestApp();
const login = async (username: string, password: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { rut: username, password } });
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
};
const get = async <T>(url: string, cookie: string): Promise<T> =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json() as T;

beforeAll(async () => {
  await seedDemo({ db: t.handle.db, storage: t.app.storage, log: t.app.log });
}, 120_000);

it('two assignments, one overdue; two confirmations in a valid chain; a Santiago worker has both pending', async () => {
  const admin = await login('admin', 'Admin.2025');
  const list = await get<LecturaAdminItem[]>('/api/lecturas', admin);
  expect(list.map((l) => [l.titulo, l.todos, l.sucursales])).toEqual([
    ['Plan de emergencia y evacuación', false, [2, 3]],
    ['Política de Seguridad y Salud en el Trabajo', true, []],
  ]);
  expect(list[1]!.confirmadas).toBe(2);
  const check = await get<LecturaVerificacion>('/api/lecturas/verificar', admin);
  expect(check).toMatchObject({ valida: true, total: 2 });

  const pending = await get<LecturaPendiente[]>(
    '/api/lecturas/pendientes',
    await login('mgonzalez', 'Trabajador.2025'),
  );
  expect(pending.map((p) => [p.titulo, p.vencida])).toEqual([
    ['Plan de emergencia y evacuación', true],
    ['Política de Seguridad y Salud en el Trabajo', false],
  ]);
});
