import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  WORKER,
  WORKER2,
  apiFetch,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
  openPhoneMenu,
  screenshot,
} from './support';

/**
 * Issue 7: branches map, indicators panel, Power BI reports, courses, links and the admin panel,
 * on the demo company (mgonzalez and jmunoz have reports; cfuentes and psilva have none).
 */
const NO_REPORTS = { rut: '17.456.789-1', username: 'cfuentes', password: 'Trabajador.2025' } as const;
const PSILVA = {
  rut: '18.567.890-3',
  username: 'psilva',
  nombre: 'Pedro Silva Contreras',
  password: 'Trabajador.2025',
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openMenuOnPhone = async (page: Page, width: number) => {
  if (width === PHONE.width) await openPhoneMenu(page);
};

describe('branches map and shortcuts (home)', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`a branch click zooms to 18 and highlights it; 'Restablecer vista' restores zoom 3 on Santiago (${viewport.width}px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await login(page, WORKER);
      // The map loads when its section comes near the screen. Content above it (carousel, news
      // images) may still be settling and push the section away, so scroll until the pins are there.
      const heading = page.getByRole('heading', { name: 'Nuestras Sucursales' });
      const map = page.getByRole('region', { name: 'Mapa de sucursales' });
      await expect
        .poll(
          async () => {
            await heading.scrollIntoViewIfNeeded();
            return map.locator('.leaflet-marker-icon').count();
          },
          { timeout: 15000 },
        )
        .toBe(8);
      await expect.poll(() => map.getAttribute('data-zoom')).toBe('3');

      const list = page.getByRole('list', { name: 'Sucursales' });
      const started = Date.now();
      await list.getByRole('button', { name: 'Calama' }).click();
      await expect.poll(() => map.getAttribute('data-zoom'), { timeout: 5000 }).toBe('18');
      expect(Date.now() - started).toBeLessThan(4000);
      await expect.poll(() => map.getAttribute('data-center')).toBe('-22.457,-68.924');
      await expect.poll(() => list.getByRole('button', { name: 'Calama' }).getAttribute('aria-pressed')).toBe('true');
      const selected = map.locator('.branch-pin-selected');
      await expect.poll(() => selected.count()).toBe(1);
      await expect.poll(() => selected.getAttribute('title')).toBe('Calama');
      await screenshot(page, `integrations-home-map-${viewport.width}`);

      await page.getByRole('button', { name: 'Restablecer vista' }).click();
      await expect.poll(() => map.getAttribute('data-zoom')).toBe('3');
      await expect.poll(() => map.getAttribute('data-center')).toBe('-33.449,-70.669');
      await expect.poll(() => map.locator('.branch-pin-selected').count()).toBe(0);
      // The selected branch's label leaves with the selection (Leaflet removes it a moment after React).
      await expect.poll(() => map.locator('.leaflet-tooltip').count()).toBe(0);
      await expect.poll(() => list.getByRole('button', { name: 'Calama' }).getAttribute('aria-pressed')).toBe('false');

      // Shortcut grid: four external sites in a new tab, without the opener.
      const shortcuts = page.getByRole('list', { name: 'Accesos directos' }).getByRole('link');
      await expect.poll(() => shortcuts.count()).toBe(4);
      for (const name of ['Talana', 'Rinde Gastos', 'Cursos Mutual', 'Soporte']) {
        const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect.poll(() => link.getAttribute('target')).toBe('_blank');
        await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
      }
      await expectAccessible(page);
      await context.close();
    });
  }
});

describe('indicators panel', () => {
  it('shows the fake upstream values in es-CL format with their prefixes', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER);
    await page.getByRole('button', { name: 'Indicadores' }).click();
    const menu = page.locator('.indicators-menu');
    await menu.getByText('Indicadores Económicos').waitFor();
    await menu.getByText(/Última actualización: \d{2}-\d{2}-\d{4}, \d{2}:\d{2}/).waitFor();
    const rows = await menu.locator('.indicators-row').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      'UF $ 39.876,54',
      'Dólar US$ 945,12',
      'Euro € 1.021,33',
      'IPC 0,4 %',
      'UTM $ 68.923',
      'Libra cobre US$ 4,62',
    ]);
    await expectAccessible(page);
    await screenshot(page, 'integrations-indicators-1280');
    await context.close();
  });

  it('keeps the last known values with their date when the server fails, with Reintentar; fixed decimals', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const values = {
      uf: { valor: 39876.5, fecha: '2026-11-22T03:00:00.000Z' },
      dolar: { valor: 945, fecha: '2026-11-22T03:00:00.000Z' },
      euro: { valor: 1021.5, fecha: '2026-11-22T03:00:00.000Z' },
      ipc: { valor: 1, fecha: '2026-10-01T03:00:00.000Z' },
      utm: { valor: 68923, fecha: '2026-11-01T03:00:00.000Z' },
      libra_cobre: { valor: 4.6, fecha: '2026-11-21T03:00:00.000Z' },
      obtenido: '2026-11-25T13:40:00.000Z',
      stale: false,
    };
    let failing = false;
    await page.route('**/api/indicadores', (route) =>
      route.fulfill(
        failing
          ? {
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'No se pudieron cargar los indicadores' }),
            }
          : { status: 200, contentType: 'application/json', body: JSON.stringify(values) },
      ),
    );
    await login(page, WORKER);
    const menu = page.locator('.indicators-menu');
    const rows = async () =>
      (await menu.locator('.indicators-row').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
    await page.getByRole('button', { name: 'Indicadores' }).click();
    await menu.getByText('Última actualización: 25-11-2026, 10:40').waitFor();
    // Every value of an indicator with the same decimals (issue 19): '€ 1.021,50', not '€ 1.021,5'.
    await expect
      .poll(() => rows())
      .toEqual([
        'UF $ 39.876,50',
        'Dólar US$ 945,00',
        'Euro € 1.021,50',
        'IPC 1,0 %',
        'UTM $ 68.923',
        'Libra cobre US$ 4,60',
      ]);

    failing = true;
    await page.reload();
    await page.getByRole('button', { name: 'Indicadores' }).click();
    const notice = menu.getByRole('status');
    await notice.getByText('se muestran los últimos valores conocidos, del 25-11-2026, 10:40').waitFor();
    await expect.poll(() => rows()).toContain('Euro € 1.021,50');
    await screenshot(page, 'integrations-indicators-stale-1280');
    failing = false;
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await expect.poll(() => rows()).toHaveLength(6);
    await context.close();
  });

  it("shows 'Cargando indicadores...' and then the failure text when there are no values", async () => {
    const { context, page } = await newPage(browser, PHONE);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/indicadores', async (route) => {
      await gate;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'No se pudieron cargar los indicadores' }),
      });
    });
    await login(page, WORKER);
    await openMenuOnPhone(page, PHONE.width);
    await page.getByRole('button', { name: 'Indicadores' }).click();
    await page.getByText('Cargando indicadores...').waitFor();
    release();
    await page.locator('.indicators-menu').getByText('No se pudieron cargar los indicadores').waitFor();
    await expect.poll(() => page.locator('.indicators-row').count()).toBe(0);
    await page.locator('.indicators-menu').getByRole('button', { name: 'Reintentar' }).waitFor();
    await context.close();
  });
});

describe('Power BI reports', () => {
  it('a worker with reports opens /datos: his buttons, the first shown, the mask except for Pipeline comercial', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER2);
    await page.getByRole('button', { name: 'Reportes' }).click();
    await page.getByRole('link', { name: 'Mis reportes' }).click();
    await page.waitForURL('**/datos');
    const group = page.getByRole('group', { name: 'Reportes disponibles' });
    await group.getByRole('button').first().waitFor();
    await expect
      .poll(() => group.getByRole('button').allInnerTexts())
      .toEqual([
        'Indicadores Consolidados',
        'Control de Gestión',
        'Abastecimiento',
        'Pipeline comercial',
        'Control de equipos zona norte',
        'KPI Contratos',
      ]);
    await expect
      .poll(() => group.getByRole('button', { name: 'Indicadores Consolidados' }).getAttribute('aria-pressed'))
      .toBe('true');
    const frame = page.locator('iframe');
    await expect
      .poll(() => frame.getAttribute('src'))
      .toBe('https://app.powerbi.com/view?r=demo-indicadores-consolidados');
    await expect.poll(() => page.getByTestId('powerbi-mask').count()).toBe(1);
    await screenshot(page, 'integrations-datos-1280');

    await group.getByRole('button', { name: 'Pipeline comercial' }).click();
    await expect.poll(() => frame.getAttribute('src')).toBe('https://app.powerbi.com/view?r=demo-pipeline-comercial');
    await expect.poll(() => page.getByTestId('powerbi-mask').count()).toBe(0);
    await expectAccessible(page, ['iframe']);

    // /Graficos: Página 1–4 from the server.
    await page.goto('/Graficos');
    await page.getByRole('button', { name: 'Página 3' }).click();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toContain('ReportSection3');
    await expect.poll(() => page.locator('iframe').getAttribute('height')).toBe('700');
    await context.close();
  });

  it('Gráficos is reachable from Reportes; a frame that cannot load says so with «Abrir en Power BI» (390px)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // Power BI never answers (a network that blocks it); the page's timers run on a clock the test moves.
    await page.route('https://app.powerbi.com/**', () => undefined);
    await page.clock.install();
    await login(page, WORKER2);
    // Not 'load': the report's frame never finishes.
    await page.goto('/datos', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Gráficos' }).click();
    await page.waitForURL('**/Graficos', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Gráficos' }).waitFor();
    await page.getByText('Cargando el informe de Power BI...').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo cargar el informe de Power BI aquí' });
    // The page's 20 s timer starts in an effect after the text shows: the clock moves until the alert appears
    // (one jump of 21 s could come before the timer on a busy machine).
    await expect
      .poll(async () => {
        await page.clock.runFor(7_000);
        return alert.count();
      })
      .toBe(1);
    const open = alert.getByRole('link', { name: 'Abrir en Power BI' });
    await expect.poll(() => open.getAttribute('href')).toContain('https://app.powerbi.com/');
    await expect.poll(() => open.getAttribute('target')).toBe('_blank');
    await alert.getByRole('button', { name: 'Reintentar' }).waitFor();
    await screenshot(page, 'integrations-graficos-failed-390');
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a worker without reports sees Reportes locked, is sent home from /datos with the alert, and gets no URL (${viewport.width}px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, NO_REPORTS);
      await openMenuOnPhone(page, viewport.width);
      await page.getByRole('button', { name: 'Reportes' }).click();
      await page.getByRole('link', { name: 'Mis reportes' }).click();
      await page.getByText('No tienes permiso para acceder a esta sección').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/Home');
      // Gráficos stays reachable from the same menu: the server serves its pages to every session (issue 19).
      await openMenuOnPhone(page, viewport.width);
      await page.getByRole('button', { name: 'Reportes' }).click();
      await page.getByRole('link', { name: 'Gráficos' }).click();
      await page.waitForURL('**/Graficos');
      await page.getByRole('heading', { level: 1, name: 'Gráficos' }).waitFor();
      await screenshot(page, `integrations-graficos-no-reports-${viewport.width}`);
      await page.goto('/Home');

      await page.goto('/datos');
      await page.waitForURL('**/Home');
      await page.getByText('No tienes permiso para acceder a esta sección').first().waitFor();
      await expect.poll(() => page.locator('iframe').count()).toBe(0);
      const mine = await apiFetch(page, '/api/reportes/mis-reportes');
      expect(mine).toEqual({ status: 200, body: [] });
      const admin = await apiFetch(page, '/api/admin/reportes');
      expect(admin.status).toBe(403);
      await context.close();
    });
  }

  it('an admin grants a report on /admin-reportes; the worker then sees it; revoking hides it again', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, ADMIN);
    await page.goto('/admin-reportes');
    await page.getByRole('heading', { name: 'Reportes Power BI' }).waitFor();
    await page
      .getByRole('cell', { name: /KPI Contratos/ })
      .first()
      .waitFor();
    // Options read '{nombre} · {username} ({rut}) — {n} reportes'.
    const option = page.getByLabel('Persona').locator('option', { hasText: `${PSILVA.nombre} · ${PSILVA.username} (` });
    await expect.poll(() => option.textContent()).toMatch(/ — 0 reportes$/);
    await page.getByLabel('Persona').selectOption((await option.getAttribute('value'))!);
    await page.getByLabel('KPI Contratos').check();
    await page.getByRole('button', { name: 'Guardar permisos' }).click();
    await page.getByText('Permisos actualizados exitosamente').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'integrations-admin-reportes-1280');

    const worker = await newPage(browser, DESKTOP);
    await login(worker.page, PSILVA);
    await worker.page.getByRole('button', { name: 'Reportes' }).click();
    await worker.page.getByRole('link', { name: 'Mis reportes' }).click();
    await worker.page.waitForURL('**/datos');
    await worker.page.getByRole('button', { name: 'KPI Contratos' }).waitFor();
    await expect.poll(() => worker.page.getByTestId('powerbi-mask').count()).toBe(0);
    await worker.context.close();

    const users = (await apiFetch(page, '/api/admin/reportes/usuarios')).body as { id: number; username: string }[];
    const psilva = users.find((u) => u.username === PSILVA.username)!;
    const revoke = await apiFetch(page, `/api/admin/reportes/usuarios/${psilva.id}`, {
      method: 'PUT',
      body: { reportes: [] },
    });
    expect(revoke.status).toBe(200);
    await context.close();
  });
});

describe('courses', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`pages courses 6 at a time and the gallery 8 at a time, searches, and enlarges a picture (${viewport.width}px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, WORKER);
      await page.goto('/cursos');
      const cards = page.getByRole('list', { name: 'Cursos disponibles' }).getByRole('listitem');
      await cards.first().waitFor();
      await expect.poll(() => cards.count()).toBe(6);
      const firstPage = await cards.allInnerTexts();
      // Newest first: the last seeded course leads.
      expect(firstPage[0]).toContain('Conducción a la Defensiva en Minería');
      const verCurso = cards.first().getByRole('link', { name: /Ver Curso/ });
      await expect.poll(() => verCurso.getAttribute('target')).toBe('_blank');
      await expect.poll(() => verCurso.getAttribute('rel')).toBe('noopener noreferrer');

      const videos = page.locator('section[aria-labelledby="cursos-videos"]');
      await videos.getByRole('button', { name: '2', exact: true }).click();
      await expect.poll(async () => (await cards.allInnerTexts())[0]).not.toBe(firstPage[0]);
      await expect.poll(() => cards.count()).toBe(6);
      await videos.getByRole('button', { name: 'Anterior' }).click();
      await expect.poll(async () => (await cards.allInnerTexts())[0]).toBe(firstPage[0]);

      const search = page.getByPlaceholder('Buscar cursos por título o área...');
      await search.fill('MEDIO AMBIENTE');
      await expect.poll(() => cards.count()).toBe(2);
      await search.fill('no existe este curso');
      await page.getByText('No hay cursos disponibles que coincidan con tu búsqueda.').waitFor();
      await search.fill('');
      await expect.poll(() => cards.count()).toBe(6);

      const gallery = page.locator('section[aria-labelledby="cursos-galeria"]');
      const thumbs = gallery.locator('.gallery-item');
      await thumbs.first().waitFor();
      await expect.poll(() => thumbs.count()).toBe(8);
      await gallery.getByRole('button', { name: '2', exact: true }).click();
      await expect.poll(() => thumbs.count()).toBe(2);
      await thumbs.first().click();
      const modal = page.getByRole('dialog', { name: 'Imagen de la galería' });
      await modal.waitFor();
      const big = modal.getByRole('img', { name: 'Imagen de la galería ampliada' });
      await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      await screenshot(page, `integrations-cursos-modal-${viewport.width}`);
      await modal.getByRole('button', { name: 'Cerrar' }).click();
      await modal.waitFor({ state: 'hidden' });
      await expectAccessible(page);
      await screenshot(page, `integrations-cursos-${viewport.width}`);
      await context.close();
    });
  }

  it('an admin refuses a javascript: link, uploads a course and deletes it after confirming', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, ADMIN);
    await page.goto('/manage-courses');
    await page.getByLabel('Título').fill('Curso E2E de prueba');
    await page.getByLabel('Área').fill('Pruebas');
    await page.getByLabel('Enlace del curso').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Subir video' }).click();
    await page.getByText('Ingrese un enlace válido que comience con http:// o https://.').waitFor();
    await expect.poll(() => page.getByLabel('Título').inputValue()).toBe('Curso E2E de prueba');

    await page.getByLabel('Enlace del curso').fill('https://cursos.example.cl/e2e');
    await page.getByRole('button', { name: 'Subir video' }).click();
    await page.getByText('Video subido correctamente.').waitFor();
    const row = page.getByRole('row', { name: /Curso E2E de prueba/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('¿Está seguro de eliminar?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Contenido eliminado.').waitFor();
    await row.waitFor({ state: 'detached' });
    // The dialog fades out: checked half-transparent, its text would fail the contrast rule.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectAccessible(page);
    await context.close();
  });
});

describe('links page', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the seven external cards and the device line (${viewport.width}px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, WORKER);
      await page.goto('/Links');
      const links = page.getByRole('list', { name: 'Sitios de interés' }).getByRole('link');
      await links.first().waitFor();
      await expect.poll(() => links.count()).toBe(7);
      for (const link of await links.all()) {
        await expect.poll(() => link.getAttribute('target')).toBe('_blank');
        await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
        await expect.poll(() => link.getAttribute('href')).toMatch(/^https:\/\//);
      }
      const device = page.getByTestId('device-value');
      await expect.poll(() => device.innerText()).not.toBe('Cargando...');
      const text = await device.innerText();
      // The device map comes from the people feature: the device, 'No asignado', or the failure texts.
      if (text === 'Error al cargar') {
        await page.getByText(/^(Error al cargar datos: .+|Formato de datos inesperado)$/).waitFor();
      } else {
        expect(text.length).toBeGreaterThan(0);
      }
      await expectAccessible(page);
      await screenshot(page, `integrations-links-${viewport.width}`);
      await context.close();
    });
  }
});

/** The same buckets as the server: users created per month in Santiago, documents by file type. */
function expectedStats(dataDir: string) {
  const db = new Database(path.join(dataDir, 'intranet.db'), { readonly: true });
  try {
    const ym = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit' });
    const perMonth = new Map<string, number>();
    for (const { created_at } of db.prepare('select created_at from users').all() as { created_at: string }[]) {
      const m = ym.format(new Date(created_at)).slice(0, 7);
      perMonth.set(m, (perMonth.get(m) ?? 0) + 1);
    }
    const kind = (name: string) => {
      const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
      if (ext === 'pdf') return 'PDF';
      if (['doc', 'docx', 'odt', 'rtf'].includes(ext)) return 'Word';
      if (['xls', 'xlsx', 'xlsm', 'ods', 'csv'].includes(ext)) return 'Excel';
      return 'Otros';
    };
    const names = (db.prepare('select archivo from documents').all() as { archivo: string }[]).map((r) => r.archivo);
    const perKind = new Map<string, number>();
    for (const n of names) perKind.set(kind(n), (perKind.get(kind(n)) ?? 0) + 1);
    const perArea = new Map<string, number>();
    for (const { area } of db.prepare('select area from documents').all() as { area: string }[]) {
      perArea.set(area, (perArea.get(area) ?? 0) + 1);
    }
    return { perMonth, perKind, perArea };
  } finally {
    db.close();
  }
}

describe('admin panel', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`charts show the database's numbers; map and Chile's holidays (${viewport.width}px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await login(page, ADMIN);
      await page.goto('/admin-panel');
      for (const title of ['Usuarios', 'Documentos', 'Estadísticas', 'Configuración']) {
        await page.getByRole('heading', { name: title, exact: true }).waitFor();
      }
      await page.getByRole('heading', { name: 'Usuarios Registrados' }).waitFor();
      await page.getByRole('heading', { name: 'Documentos por área' }).waitFor();
      await page.getByRole('heading', { name: 'Pendientes' }).waitFor();
      await page.locator('canvas').first().waitFor();

      const { perMonth, perArea } = expectedStats(inject('dataDir'));
      const userRows = await page
        .locator('#tabla-usuarios tbody tr')
        .evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td')!.textContent)));
      const months = (
        (await apiFetch(page, '/api/admin/panel/estadisticas')).body as { usuariosPorMes: { mes: string }[] }
      ).usuariosPorMes.map((m) => m.mes);
      expect(months).toHaveLength(6);
      expect(userRows).toEqual(months.map((m) => perMonth.get(m) ?? 0));
      expect(userRows.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(13);
      // Issue 19: documents per area (most first) instead of the file-type doughnut that was always 100 % PDF.
      const docRows = await page
        .locator('#tabla-documentos-area tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.querySelector('th')!.textContent, Number(tr.querySelector('td')!.textContent)]),
        );
      // Areas without documents are listed too, with 0 (they are the ones to act on).
      expect(new Map((docRows as [string, number][]).filter(([, n]) => n > 0))).toEqual(perArea);
      const totals = docRows.map((r) => r[1] as number);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));

      const year = new Date().getFullYear();
      await page.getByRole('heading', { name: `Feriados de Chile ${year}` }).waitFor();
      await page.getByText('Sábado Santo').waitFor();
      await page.getByText('Fiestas Patrias').waitFor();
      await page
        .getByRole('region', { name: /Mapa de sucursales/ })
        .locator('.leaflet-marker-icon')
        .first()
        .waitFor();
      await expectAccessible(page);
      await screenshot(page, `integrations-admin-panel-${viewport.width}`);
      await context.close();
    });
  }
});
