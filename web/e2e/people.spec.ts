import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { rutCheckDigit } from '@intranet/contract';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  WORKER,
  apiFetch,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
  screenshot,
} from './support';

/**
 * People (issue 5): an admin creates a worker and places them in the chart; the worker finds themself
 * in the directory and the organigram, edits phone and photo, changes the password and logs in with it.
 * Then bulk onboarding from CSV, and screenshots of the people screens at both sizes.
 */
const NEW_WORKER = {
  username: 'lvaldes',
  nombre: 'Lucía Valdés Ortega',
  rut: '21.000.005-4',
  correo: 'lucia.valdes@empresa.cl',
  password: 'Inicial.2025',
  newPassword: 'Definitiva.2025',
  puesto: 'Ingeniera de Procesos',
  dispositivo: 'Notebook Dell Latitude E2E',
};

const rut = (n: number) => `${n}-${rutCheckDigit(String(n))}`;
const HEADER = 'rut;username;nombre;correo;puesto;telefono;razon_social;fecha_nacimiento;dispositivo';

async function chooseCsv(page: Page, name: string, content: string) {
  await page.getByLabel('Archivo CSV').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

describe('people', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin creates a worker who then uses the directory, chart, profile and password change', async () => {
    expect(rut(21_000_005)).toBe(NEW_WORKER.rut.replace(/\./g, ''));
    const admin = await newPage(browser);
    await login(admin.page, ADMIN);

    // /manage-users: create the worker.
    await admin.page.goto('/manage-users');
    await admin.page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const form = admin.page.locator('#panel-nuevo-usuario');
    await form.getByLabel('Nombre completo').fill(NEW_WORKER.nombre);
    await form.getByLabel('Nombre de usuario').fill(NEW_WORKER.username);
    await form.getByLabel('Correo electrónico').fill(NEW_WORKER.correo);
    await form.getByLabel('Contraseña', { exact: false }).first().fill('corta');
    await form.getByLabel('RUT').fill(NEW_WORKER.rut);
    await form.getByLabel('Cargo').fill(NEW_WORKER.puesto);
    await form.getByLabel('Dispositivo asignado').fill(NEW_WORKER.dispositivo);
    await form.getByRole('button', { name: 'Crear usuario' }).click();
    // Client-side rule first: the password is too short (said live under the field, and on submit).
    await form.getByTestId('password-strength').getByText('La contraseña debe tener al menos 8 caracteres.').waitFor();
    await form.locator('.invalid-feedback').getByText('La contraseña debe tener al menos 8 caracteres.').waitFor();
    await form.getByLabel('Contraseña', { exact: false }).first().fill(NEW_WORKER.password);
    await form.getByRole('button', { name: 'Crear usuario' }).click();
    await admin.page.getByText('Usuario creado exitosamente').waitFor();
    await admin.page
      .getByRole('cell', { name: new RegExp(NEW_WORKER.username) })
      .first()
      .waitFor();

    // /admin-organization: place them under the development manager.
    const nodes = (await apiFetch(admin.page, '/api/organization/nodes')).body as { id: number; name: string }[];
    const boss = nodes.find((n) => n.name === 'Felipe Alarcón Medina')!;
    await admin.page.goto('/admin-organization');
    await admin.page.getByRole('heading', { level: 1, name: 'Gestión del Árbol Organizacional' }).waitFor();
    // Linking the node to the new person fills name, position and e-mail from their record (issue 15).
    await admin.page
      .getByLabel('Persona vinculada')
      .selectOption({ label: `${NEW_WORKER.nombre} (${NEW_WORKER.puesto})` });
    await expect
      .poll(() => admin.page.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue())
      .toBe(NEW_WORKER.nombre);
    await expect
      .poll(() => admin.page.getByRole('textbox', { name: 'Cargo', exact: true }).inputValue())
      .toBe(NEW_WORKER.puesto);
    await admin.page.getByRole('combobox', { name: 'Departamento', exact: true }).last().selectOption('Desarrollo');
    await admin.page.getByLabel('Depende de').selectOption(String(boss.id));
    await admin.page.getByLabel('Correo electrónico').fill(NEW_WORKER.correo);
    await admin.page.getByLabel('Teléfono').fill('+56 9 4444 1234');
    await admin.page.getByRole('button', { name: 'Crear nodo' }).click();
    await admin.page.getByText('Nodo creado exitosamente').waitFor();
    await admin.context.close();

    // The worker logs in and finds themself in the directory.
    const { context, page } = await newPage(browser);
    await login(page, { rut: NEW_WORKER.rut, password: NEW_WORKER.password });
    await page.goto('/trabajadores');
    await page.getByPlaceholder('Buscar por nombre, cargo o correo...').fill('valdes');
    await page.getByRole('link', { name: NEW_WORKER.nombre, exact: true }).waitFor();
    await page.getByRole('cell', { name: NEW_WORKER.puesto }).waitFor();
    await page.getByPlaceholder('Buscar por nombre, cargo o correo...').fill('nadie-se-llama-asi');
    await page.getByRole('cell', { name: 'No hay trabajadores disponibles' }).waitFor();

    // ...and in the organigram: choosing themself shows their card; 'Ver' shows no phone to a worker.
    await page.goto('/organization');
    const me = ((await apiFetch(page, '/api/organization/nodes')).body as { id: number; name: string }[]).find(
      (n) => n.name === NEW_WORKER.nombre,
    )!;
    await page.getByLabel('Persona').selectOption(String(me.id));
    const tree = page.getByRole('list', { name: 'Organigrama' });
    await tree.locator('.org-card-name', { hasText: NEW_WORKER.nombre }).waitFor();
    // The chart narrows to the chosen person once it re-renders: polled, the whole chart may still be there a moment.
    await expect.poll(() => tree.locator('.org-card-name', { hasText: 'Felipe Alarcón Medina' }).count()).toBe(0);
    await page.getByRole('button', { name: `Ver ${NEW_WORKER.nombre}` }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('link', { name: NEW_WORKER.correo }).waitFor();
    await expect.poll(() => modal.getByText('Teléfono').count()).toBe(0);
    // The linked node leads to the person's profile.
    await modal.getByRole('link', { name: `Ver perfil de ${NEW_WORKER.nombre}` }).click();
    await page.waitForURL('**/personas/*');
    await page.getByRole('heading', { level: 1, name: NEW_WORKER.nombre }).waitFor();

    // /mi-perfil: read-only fields, device line, phone and photo.
    await page.goto('/mi-perfil');
    await page.getByTestId('device-line').getByText(NEW_WORKER.dispositivo).waitFor();
    await expect.poll(() => page.getByLabel('RUT').inputValue()).toBe(NEW_WORKER.rut);
    await expect.poll(() => page.getByLabel('RUT').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Teléfono').fill('');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('El teléfono es obligatorio.').waitFor();
    await page.getByLabel('Teléfono').fill('+56 9 8765 4321');
    const photo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2a70c8' } })
      .png()
      .toBuffer();
    await page.getByLabel('Foto de perfil').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.getByAltText(`Foto de ${NEW_WORKER.nombre}`).getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Perfil actualizado correctamente.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Teléfono').inputValue()).toBe('+56 9 8765 4321');
    await expect
      .poll(() => page.getByAltText(`Foto de ${NEW_WORKER.nombre}`).getAttribute('src'))
      .toMatch(/^\/api\/uploads\/users\/.+\.webp$/);

    // Change the password: the mismatch message first, then success and /user-profile after 2 s.
    await page.getByRole('link', { name: 'Cambiar Contraseña' }).click();
    await page.waitForURL('**/change-password');
    // The strength rule speaks while typing (issue 17, finding 5): a common password, then one with the surname.
    const strength = page.getByTestId('password-strength');
    await page.getByLabel(/^Nueva contraseña/).fill('12345678');
    await strength.getByText('Es una de las contraseñas más usadas.', { exact: false }).waitFor();
    await page.getByLabel(/^Nueva contraseña/).fill('Valdes.Cobre.Faena.9');
    await strength.getByText('no puede contener su nombre', { exact: false }).waitFor();
    await page.getByLabel(/^Nueva contraseña/).fill(NEW_WORKER.newPassword);
    await strength.getByText('Cumple los requisitos.').waitFor();
    await page.getByLabel('Contraseña actual').fill(NEW_WORKER.password);
    await page.getByLabel(/^Nueva contraseña/).fill(NEW_WORKER.newPassword);
    await page.getByLabel('Confirmar nueva contraseña').fill('Otra.Distinta.2025');
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByRole('alert').filter({ hasText: 'Las contraseñas no coinciden' }).waitFor();
    // Fill the whole form again: under load the screen can mount a second time while its rules load on demand.
    await page.getByLabel('Contraseña actual').fill(NEW_WORKER.password);
    await page.getByLabel(/^Nueva contraseña/).fill(NEW_WORKER.newPassword);
    await page.getByLabel('Confirmar nueva contraseña').fill(NEW_WORKER.newPassword);
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByText('Contraseña actualizada correctamente.').waitFor();
    await expect.poll(() => page.getByLabel('Contraseña actual').inputValue()).toBe('');
    await page.waitForURL('**/user-profile', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Mi Perfil' }).waitFor();
    await page.getByLabel('Teléfono').waitFor();
    await context.close();

    // The old password no longer works; the new one does.
    const again = await newPage(browser);
    await again.page.goto('/login');
    await again.page.getByLabel('RUT').fill(NEW_WORKER.rut);
    await again.page.getByLabel('Contraseña').fill(NEW_WORKER.password);
    await again.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await again.page.getByText('RUT/Usuario o contraseña incorrectos. Intente de nuevo.').waitFor();
    await login(again.page, { rut: NEW_WORKER.rut, password: NEW_WORKER.newPassword });
    expect(new URL(again.page.url()).pathname).toBe('/Home');
    await again.context.close();
  });

  it('a CSV with 3 bad rows imports nothing and lists them; a CSV of 500 imports in one go', async () => {
    const { context, page } = await newPage(browser);
    await login(page, ADMIN);
    const countUsers = async () => ((await apiFetch(page, '/api/users')).body as unknown[]).length;
    await page.goto('/manage-users');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const before = await countUsers();

    const bad = [
      HEADER,
      `${rut(30_000_001)};bueno1;Bueno Uno;bueno1@empresa.cl;;;;;`,
      `12.345.678-4;rutmalo;Rut Malo;rutmalo@empresa.cl;;;;;`,
      `${rut(30_000_002)};admin;Admin Repetido;duplicado@empresa.cl;;;;;`,
      `${rut(30_000_003)};fechamala;Fecha Mala;fechamala@empresa.cl;;;;31-02-1990;`,
    ].join('\r\n');
    await chooseCsv(page, 'malo.csv', bad);
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await page.getByText('3 filas tienen errores. No se importó ningún usuario.').waitFor();
    const items = page.locator('.import-errors li');
    await expect
      .poll(() => items.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^fila 3: RUT inválido/i),
        expect.stringMatching(/^fila 4: Ya existe un usuario con este nombre de usuario/i),
        expect.stringMatching(/^fila 5: .*fecha de nacimiento/i),
      ]);
    await expect.poll(() => countUsers()).toBe(before);

    const lines = [HEADER];
    for (let i = 0; i < 500; i++) {
      lines.push(
        `${rut(31_000_000 + i * 3)};e2e${i};Persona E2E ${i};persona.e2e${i}@empresa.cl;Operador ${i};+56 9 7000 ${String(i).padStart(4, '0')};Minera y Energía Andina S.A.;;Radio ${i}`,
      );
    }
    await chooseCsv(page, 'quinientos.csv', lines.join('\r\n'));
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await page.getByText('se crearán 500 usuarios', { exact: false }).waitFor();
    await screenshot(page, 'people-import-preview-1280');
    const started = Date.now();
    await page.getByRole('button', { name: 'Importar 500 usuarios' }).click();
    await page.getByText('Se crearon 500 usuarios.').waitFor({ timeout: 120_000 });
    console.log(`CSV import of 500 users through the UI: ${Date.now() - started} ms`);
    await expect.poll(() => countUsers()).toBe(before + 500);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await (await download).path();
    const csv = await fs.readFile(file, 'utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(501);
    expect(csv).toContain('password_temporal');

    // An imported person must change the temporary password before anything else.
    const [first] = csv.trim().split('\r\n')[1]!.split(',');
    const temp = csv.trim().split('\r\n')[1]!.split(',')[3]!;
    const newcomer = await newPage(browser);
    await login(newcomer.page, { rut: first!, password: temp });
    expect(new URL(newcomer.page.url()).pathname).toBe('/change-password');
    await newcomer.page.getByText('Debe cambiar su contraseña temporal antes de continuar.').waitFor();
    await newcomer.context.close();
    await context.close();
  }, 180_000);

  it('the directory paginates as the spec says once there are more than 10 pages', async () => {
    const { context, page } = await newPage(browser);
    await login(page, WORKER);
    await page.goto('/trabajadores');
    const pager = page.getByRole('navigation', { name: 'Paginación' });
    await pager.waitFor();
    const labels = async () =>
      (await pager.locator('.page-item').allInnerTexts()).map((t) => t.replace('(página actual)', '').trim());
    const total = Math.ceil(((await apiFetch(page, '/api/trabajadores/all')).body as unknown[]).length / 10);
    expect(total).toBeGreaterThan(10);
    await expect
      .poll(() => labels())
      .toEqual(['Anterior', '1', '2', '3', '…', String(total - 1), String(total), 'Siguiente']);
    await pager.getByRole('button', { name: '3', exact: true }).click();
    await pager.getByRole('button', { name: '4', exact: true }).click();
    await expect
      .poll(() => labels())
      .toEqual(['Anterior', '1', '2', '3', '4', '5', '…', String(total - 1), String(total), 'Siguiente']);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the people screens look right and pass axe at ${viewport.width}px`, async () => {
      const worker = await newPage(browser, viewport);
      await login(worker.page, WORKER);
      for (const [url, name, ready] of [
        ['/trabajadores', 'trabajadores', 'Trabajadores'],
        ['/organization', 'organization', 'Organigrama'],
        ['/mi-perfil', 'mi-perfil', 'Mi Perfil'],
        ['/change-password', 'change-password', 'Cambiar Contraseña'],
      ] as const) {
        await worker.page.goto(url);
        await worker.page.getByRole('heading', { level: 1, name: ready }).waitFor();
        await worker.page.locator('.spinner-border').waitFor({ state: 'detached' });
        await expectAccessible(worker.page);
        await screenshot(worker.page, `people-${name}-${viewport.width}`);
        if (url === '/trabajadores' && viewport === PHONE) {
          // On the phone each filter takes the whole width: 'Todas las sucursales' is read whole.
          for (const label of ['Área', 'Sucursal']) {
            await expect
              .poll(async () => (await worker.page.getByLabel(label, { exact: true }).boundingBox())?.width ?? 0)
              .toBeGreaterThan(300);
          }
        }
      }
      await worker.context.close();

      const admin = await newPage(browser, viewport);
      await login(admin.page, ADMIN);
      for (const [url, name, ready] of [
        ['/manage-users', 'manage-users', 'Personas'],
        ['/admin-organization', 'admin-organization', 'Gestión del Árbol Organizacional'],
      ] as const) {
        await admin.page.goto(url);
        await admin.page.getByRole('heading', { level: 1, name: ready }).waitFor();
        await admin.page.locator('.spinner-border').waitFor({ state: 'detached' });
        await expectAccessible(admin.page);
        await screenshot(admin.page, `people-${name}-${viewport.width}`);
      }
      const users = (await apiFetch(admin.page, '/api/users')).body as { id: number; username: string }[];
      await admin.page.goto(`/manage-users/${users.find((u) => u.username === WORKER.username)!.id}`);
      // The detail shows the full name (issue 15).
      await admin.page.getByRole('heading', { level: 2, name: 'María González Rojas' }).waitFor();
      await admin.page.getByRole('button', { name: 'Editar' }).click();
      await expect.poll(() => admin.page.getByLabel('Correo electrónico').isDisabled()).toBe(true);
      await expectAccessible(admin.page);
      await screenshot(admin.page, `people-manage-user-edit-${viewport.width}`);
      await admin.page.goto('/manage-users/999999');
      await admin.page.getByRole('heading', { name: 'Usuario no encontrado', exact: true }).waitFor();
      await admin.context.close();
    });
  }
  it('the admin builds the chart from the managers: preview at 1280 and 390 px, apply, nothing left', async () => {
    const admin = await newPage(browser, DESKTOP);
    await login(admin.page, ADMIN);
    const open = async () => {
      await admin.page.goto('/admin-organization');
      await admin.page.getByRole('heading', { level: 1, name: 'Gestión del Árbol Organizacional' }).waitFor();
      await admin.page.getByRole('button', { name: 'Construir desde jefaturas' }).click();
      return admin.page.getByRole('dialog', { name: 'Construir desde jefaturas' });
    };
    let dialog = await open();
    // The demo chart and the demo managers differ in places (and people without a node are created).
    await dialog
      .getByRole('heading', { name: /^Nodos (nuevos|que cambian de superior) \(\d+\)$/ })
      .first()
      .waitFor();
    await expectAccessible(admin.page);
    await screenshot(admin.page, 'people-org-build-1280');
    await admin.page.setViewportSize(PHONE);
    await screenshot(admin.page, 'people-org-build-390');
    await dialog.getByRole('button', { name: 'Aplicar cambios' }).click();
    await admin.page.getByText(/^Organigrama actualizado desde las jefaturas: \d+ nuevos, \d+ movidos\.$/).waitFor();
    // María González Rojas (demo, linked) now has exactly one node, shown with her record's name.
    const nodes = (await apiFetch(admin.page, '/api/organization/nodes')).body as {
      name: string;
      user_id: number | null;
    }[];
    expect(nodes.filter((n) => n.name === 'María González Rojas')).toHaveLength(1);
    dialog = await open();
    await dialog.getByText('El organigrama ya sigue las jefaturas: no hay cambios.').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Aplicar cambios' }).isDisabled()).toBe(true);
    await admin.context.close();
  });
});
