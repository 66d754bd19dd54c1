import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatRut, rutCheckDigit } from '@intranet/contract';
import { ADMIN, PHONE, launchBrowser, login, newPage, screenshot } from './support';

/** A demo worker no other spec signs in as (this one changes their password). */
const PERSON = { nombre: 'Andrés Ramírez Flores', rut: formatRut(`15456109-${rutCheckDigit('15456109')}`) };
const TEMPORARY = 'Temporal.Calama.2026';

/**
 * Issue 19, item 5, on a 390 px phone: '¿Olvidó su contraseña?' → the admin sees the request in the Panel →
 * gives a temporary password → the worker signs in with it and must change it first.
 */
describe('forgotten password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('request → Panel → temporary password → change at sign-in', async () => {
    const worker = await newPage(browser, PHONE);
    await worker.page.goto('/login');
    await worker.page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await worker.page.getByRole('heading', { name: '¿Olvidó su contraseña?' }).waitFor();
    // A wrong check digit is caught before anything is sent, on the field.
    const rut = worker.page.getByLabel('RUT');
    await rut.fill('15.456.109-X');
    await worker.page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await worker.page.getByText('RUT inválido').waitFor();
    await expect.poll(() => rut.evaluate((el) => el === document.activeElement)).toBe(true);
    await rut.fill(PERSON.rut);
    await worker.page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await worker.page.getByRole('status').getByText('su solicitud llegó a los administradores').waitFor();
    await screenshot(worker.page, 'reset-request-sent-390');

    const admin = await newPage(browser, PHONE);
    await login(admin.page, ADMIN);
    await admin.page.goto('/admin-panel');
    const card = admin.page.locator('#solicitudes-restablecimiento');
    const item = card.getByRole('listitem').filter({ hasText: PERSON.nombre });
    await item.getByText(`RUT ${PERSON.rut}`).waitFor();
    const width = await admin.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'reset-request-panel-390');
    await item.getByRole('button', { name: 'Asignar contraseña temporal' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Contraseña temporal para ${PERSON.nombre}` });
    await dialog.getByLabel('Nueva contraseña temporal').fill(TEMPORARY);
    await dialog.getByRole('button', { name: 'Asignar contraseña' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => item.count()).toBe(0);
    await admin.context.close();

    await login(worker.page, { rut: PERSON.rut, password: TEMPORARY });
    expect(new URL(worker.page.url()).pathname).toBe('/change-password');
    await worker.page.getByText('Debe cambiar su contraseña temporal antes de continuar.').waitFor();
    await worker.context.close();
  });
});
