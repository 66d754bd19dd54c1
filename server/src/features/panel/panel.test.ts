import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { chileHolidays, kindOf, lastMonths, monthInSantiago } from './panel.service.js';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('panel statistics', () => {
  it('lastMonths gives the last six months in Santiago, oldest first', () => {
    expect(lastMonths(6, new Date('2026-03-15T12:00:00Z'))).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    // 02:00 UTC on 1 March is still February in Santiago.
    expect(monthInSantiago(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02');
  });

  it('counts users created per month over the last six months, from the database', async () => {
    const months = lastMonths(6);
    const at = (month: string, day = 15) => `${month}-${String(day).padStart(2, '0')}T15:00:00.000Z`;
    const plan: [string, number][] = [
      [months[0]!, 2],
      [months[3]!, 3],
    ];
    for (const [month, n] of plan) {
      for (let i = 0; i < n; i++) {
        const u = await makeUser(t.handle.db);
        await t.handle.db
          .updateTable('users')
          .set({ created_at: at(month) })
          .where('id', '=', u.id)
          .execute();
      }
    }
    const old = await makeUser(t.handle.db);
    await t.handle.db
      .updateTable('users')
      .set({ created_at: '2019-01-10T12:00:00.000Z' })
      .where('id', '=', old.id)
      .execute();

    const res = await get('/api/admin/panel/estadisticas');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.usuariosPorMes.map((m: { mes: string }) => m.mes)).toEqual(months);
    // The admin of this test was created now, in the current month.
    expect(stats.usuariosPorMes.map((m: { total: number }) => m.total)).toEqual([2, 0, 0, 3, 0, 1]);
    expect(stats.totales.usuarios).toBe(7);
  });

  it('counts the uploaded documents by file type, from the documents table', async () => {
    const now = new Date().toISOString();
    const files = ['informe.pdf', 'manual.PDF', 'plan.pdf', 'plantilla.docx', 'sin-extension'];
    for (const [i, archivo] of files.entries()) {
      await t.handle.db
        .insertInto('documents')
        .values({
          nombre: `Documento ${i}`,
          area: 'Manuales',
          subarea: 'Procedimientos de informatica',
          archivo,
          ruta: `/uploads/documents/${i}.pdf`,
          tamano: 10,
          visible: i % 2,
          fecha_subida: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const stats = (await get('/api/admin/panel/estadisticas')).json();
    expect(stats.tiposDocumentos).toEqual([
      { tipo: 'PDF', total: 3 },
      { tipo: 'Word', total: 1 },
      { tipo: 'Excel', total: 0 },
      { tipo: 'Otros', total: 1 },
    ]);
    // Hidden documents count too: the chart is about what was uploaded.
    expect(stats.totales.documentos).toBe(5);
    // What the Panel draws now: documents per area.
    expect(stats.documentosPorArea).toEqual([
      { area: 'Manuales', total: 5 },
      { area: 'Normas ISO 45001', total: 0 },
      { area: 'Procedimientos', total: 0 },
    ]);
  });

  it('lists the to-do items: reports nobody may see and people waiting for a temporary password', async () => {
    const insertReport = (nombre: string) =>
      t.handle.db
        .insertInto('reports')
        .values({ nombre, url: 'https://app.powerbi.com/view?r=x', mascara_pie: 0, created_at: 'x', updated_at: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const lonely = await insertReport('Reporte sin lectores');
    const shared = await insertReport('Reporte compartido');
    const reader = await makeUser(t.handle.db);
    await t.handle.db.insertInto('report_permissions').values({ user_id: reader.id, report_id: shared.id }).execute();
    const asker = await makeUser(t.handle.db);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/solicitudes-restablecimiento',
        payload: { rut: asker.rut },
        remoteAddress: `10.20.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(202);
    }
    const stats = (await get('/api/admin/panel/estadisticas')).json();
    expect(stats.pendientes).toEqual({
      solicitudesRestablecimiento: 1,
      reportesSinUsuarios: [{ id: lonely.id, nombre: 'Reporte sin lectores' }],
    });
  });

  it('kindOf maps extensions', () => {
    expect(kindOf('informe.PDF')).toBe('PDF');
    expect(kindOf('plantilla.docx')).toBe('Word');
    expect(kindOf('datos.csv')).toBe('Excel');
    expect(kindOf('sin-extension')).toBe('Otros');
  });

  it('is for admins only', async () => {
    const worker = await t.cookieFor('worker');
    expect((await get('/api/admin/panel/estadisticas', worker)).statusCode).toBe(403);
    expect((await get('/api/admin/panel/feriados', worker)).statusCode).toBe(403);
  });
});

describe('Chile holidays', () => {
  it('computes 2026 locally, with Sábado Santo and without Easter Sunday', () => {
    const list = chileHolidays(2026);
    const fechas = list.map((h) => h.fecha);
    expect(fechas).toContain('2026-04-03');
    expect(list.find((h) => h.fecha === '2026-04-04')).toEqual({ fecha: '2026-04-04', nombre: 'Sábado Santo' });
    expect(fechas).not.toContain('2026-04-05');
    expect(fechas).not.toContain('2026-12-31');
    for (const f of [
      '2026-01-01',
      '2026-05-01',
      '2026-05-21',
      '2026-09-18',
      '2026-09-19',
      '2026-12-08',
      '2026-12-25',
    ]) {
      expect(fechas).toContain(f);
    }
    expect(fechas).toEqual([...fechas].sort());
    expect(new Set(fechas).size).toBe(fechas.length);
  });

  it('GET /api/admin/panel/feriados defaults to the current year and validates anio', async () => {
    const res = await get('/api/admin/panel/feriados');
    expect(res.statusCode).toBe(200);
    const year = new Date().getFullYear();
    const list = res.json() as { fecha: string }[];
    expect(list.length).toBeGreaterThan(12);
    expect(
      list.every(
        (h) =>
          h.fecha.startsWith(String(year)) ||
          h.fecha.startsWith(String(year + 1)) ||
          h.fecha.startsWith(String(year - 1)),
      ),
    ).toBe(true);
    const y2027 = (await get('/api/admin/panel/feriados?anio=2027')).json() as { fecha: string; nombre: string }[];
    expect(y2027.find((h) => h.nombre === 'Sábado Santo')?.fecha).toBe('2027-03-27');
    expect((await get('/api/admin/panel/feriados?anio=abc')).statusCode).toBe(400);
    expect((await get('/api/admin/panel/feriados?anio=99999')).statusCode).toBe(400);
  });
});
