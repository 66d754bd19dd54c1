import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { rutCheckDigit } from '@intranet/contract';
import { ADMIN, PHONE, WORKER, apiFetch, expectAccessible, launchBrowser, login, newPage, screenshot } from './support';

/**
 * People as one record (issue 15), the paths a person actually walks: a colleague greets someone on their
 * birthday and only the recipient reads it; the directory leads to a profile, its manager and the manager's
 * place in the org chart.
 */
const RECIPIENT = {
  username: 'jespinoza',
  nombre: 'Javiera Espinoza Núñez',
  rut: `20123456-${rutCheckDigit('20123456')}`,
  password: 'Trabajador.2025',
};
const MANAGER_NAME = 'María González Rojas';

/** Today's date in Santiago (the server counts birthdays in that zone), as YYYY-MM-DD. */
function santiagoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
}

/** An admin edit of one user field through the same multipart call the users screen makes. */
async function setUserField(page: Page, id: number, username: string, field: string, value: string) {
  return page.evaluate(
    async ({ id, username, field, value }) => {
      const form = new FormData();
      form.set('username', username);
      form.set(field, value);
      const res = await fetch(`/api/users/${id}`, { method: 'PUT', body: form });
      return { status: res.status, body: await res.text() };
    },
    { id, username, field, value },
  );
}

describe('people paths (issue 15)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a greeting on a birthday is read by its recipient, and by nobody else', async () => {
    // Arrange: the recipient's birthday is today (year of birth kept).
    const admin = await newPage(browser);
    try {
      await login(admin.page, ADMIN);
      const users = (await apiFetch(admin.page, '/api/users')).body as {
        id: number;
        username: string;
        fecha_nacimiento: string | null;
      }[];
      const target = users.find((u) => u.username === RECIPIENT.username)!;
      const birthday = `${(target.fecha_nacimiento ?? '1990-01-01').slice(0, 4)}${santiagoToday().slice(4)}`;
      const saved = await setUserField(admin.page, target.id, RECIPIENT.username, 'fecha_nacimiento', birthday);
      expect(saved.status, saved.body).toBe(200);
    } finally {
      await admin.context.close();
    }

    // A colleague greets her from the home page's birthdays.
    const sender = await newPage(browser, PHONE);
    const message = `¡Feliz cumpleaños, Javiera! Saludos desde Calama ${Date.now().toString(36)}`;
    try {
      await login(sender.page, WORKER);
      await sender.page.goto('/Home');
      const greet = sender.page.getByRole('button', { name: `Saludar a ${RECIPIENT.nombre}` });
      await greet.scrollIntoViewIfNeeded();
      await greet.click();
      const dialog = sender.page.getByRole('dialog', { name: `Saludar a ${RECIPIENT.nombre}` });
      await dialog.getByLabel('Mensaje').fill(message);
      await dialog.getByRole('button', { name: 'Enviar saludo' }).click();
      await sender.page.getByRole('button', { name: `Saludo enviado a ${RECIPIENT.nombre}` }).waitFor();
      await screenshot(sender.page, 'people-greeting-sent-390');
      // The sender's own profile does not list it.
      await sender.page.goto('/mi-perfil');
      await sender.page.getByRole('heading', { name: 'Saludos recibidos' }).waitFor();
      await expect.poll(() => sender.page.getByText(message).count()).toBe(0);
    } finally {
      await sender.context.close();
    }

    // The recipient is told on the home page and reads it on her profile.
    const recipient = await newPage(browser, PHONE);
    try {
      await login(recipient.page, RECIPIENT);
      await recipient.page.goto('/Home');
      await recipient.page.getByText('Tiene 1 saludo nuevo.').waitFor();
      await recipient.page.getByRole('link', { name: 'Ver saludos' }).click();
      await recipient.page.waitForURL('**/mi-perfil#saludos');
      const card = recipient.page.locator('#saludos');
      await card.getByText(message).waitFor();
      await card.getByRole('link', { name: 'María González Rojas' }).waitFor();
      await expectAccessible(recipient.page);
      await screenshot(recipient.page, 'people-greeting-received-390');
    } finally {
      await recipient.context.close();
    }
  });

  it('two directory filters changed before the page re-renders both stay in the address', async () => {
    const { context, page } = await newPage(browser);
    try {
      await login(page, WORKER);
      await page.goto('/trabajadores');
      await page.locator('#filtro-sucursal option').nth(1).waitFor({ state: 'attached' });
      // Both choices in one task: the router has not rendered the first when the second comes.
      const branch = await page.evaluate(() => {
        const pick = (id: string, value: string) => {
          const select = document.getElementById(id) as HTMLSelectElement;
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        };
        const value = (document.querySelector('#filtro-sucursal option:nth-child(2)') as HTMLOptionElement).value;
        pick('filtro-sucursal', value);
        pick('filtro-area', 'Recursos Humanos');
        return value;
      });
      await expect.poll(() => new URL(page.url()).searchParams.get('area')).toBe('Recursos Humanos');
      expect(new URL(page.url()).searchParams.get('sucursal')).toBe(branch);
    } finally {
      await context.close();
    }
  });

  it('directory filtered by branch → profile → manager → the manager’s place in the org chart', async () => {
    const { context, page } = await newPage(browser);
    try {
      await login(page, WORKER);
      await page.goto('/trabajadores');
      // Branch and area filters, kept in the URL (a shared link opens the same list).
      await page.getByLabel('Sucursal').selectOption({ label: 'Santiago' });
      await page.getByLabel('Área').selectOption('Recursos Humanos');
      await page.waitForURL(/sucursal=\d+/); // the id of Santiago depends on what earlier specs created
      expect(new URL(page.url()).searchParams.get('area')).toBe('Recursos Humanos');
      await page.getByRole('link', { name: RECIPIENT.nombre, exact: true }).click();
      await page.waitForURL('**/personas/*');
      await page.getByRole('heading', { level: 1, name: RECIPIENT.nombre }).waitFor();

      // Her manager, one click away.
      await page
        .getByRole('link', { name: new RegExp(MANAGER_NAME) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: MANAGER_NAME }).waitFor();
      // The manager's own page lists Javiera among the people in her charge.
      await page
        .getByRole('link', { name: new RegExp(RECIPIENT.nombre) })
        .first()
        .waitFor();

      // Her place in the chart: the chart opens on her, with her team below her.
      await page.getByRole('link', { name: 'Ver en el organigrama' }).click();
      await page.waitForURL(/\/organization\?nodo=\d+/);
      const tree = page.getByRole('list', { name: 'Organigrama' });
      await tree.locator('.org-card-name', { hasText: MANAGER_NAME }).first().waitFor();
      const nodo = new URL(page.url()).searchParams.get('nodo');
      await expect.poll(() => page.getByLabel('Persona').inputValue()).toBe(nodo);
      await screenshot(page, 'people-manager-in-chart-1280');
    } finally {
      await context.close();
    }
  });
});
