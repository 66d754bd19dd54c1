import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  WORKER,
  WORKER2,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
  screenshot,
} from './support';

/** Live means: visible in the other open page within 2 seconds, without reloading. */
const LIVE_MS = 2000;

const widget = (page: Page) => page.locator('section.forum-widget');
const commentsOf = (page: Page) => widget(page).getByRole('region', { name: 'Comentarios' });
const commentWith = (page: Page, text: string) => commentsOf(page).locator('li.forum-comment', { hasText: text });

async function openHome(page: Page, user: { rut: string; password: string }) {
  await login(page, user);
  await widget(page).getByRole('heading', { name: 'Foro de Discusión' }).waitFor();
  await commentsOf(page).locator('li.forum-comment').first().waitFor();
}

describe('forum', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a worker's comment and reaction appear in another user's open page within 2 s", async () => {
    const a = await newPage(browser, DESKTOP);
    const b = await newPage(browser, DESKTOP);
    const b2 = await newPage(browser, DESKTOP);
    await openHome(a.page, WORKER);
    await openHome(b.page, WORKER2);
    await openHome(b2.page, WORKER2);

    // The first topic is selected on load, the same for both.
    const select = (p: Page) => widget(p).getByLabel('Tema');
    await expect.poll(() => select(a.page).inputValue()).toBe(await select(b.page).inputValue());

    // 'Enviar' is disabled while blank; a blank submission says what is missing.
    const box = widget(a.page).getByLabel('Su comentario');
    const send = widget(a.page).getByRole('button', { name: 'Enviar' });
    await expect.poll(() => send.isDisabled()).toBe(true);
    await box.fill('   ');
    await expect.poll(() => send.isDisabled()).toBe(true);
    await box.press('Control+Enter');
    await expect.poll(() => widget(a.page).getByRole('alert').innerText()).toBe('Por favor, ingresa un comentario');

    // HTML is shown as text, and the new comment goes to the top at once.
    const text = `<b>Hola</b> desde la prueba ${Date.now()}`;
    await box.fill(text);
    await send.click();
    await expect.poll(() => commentsOf(a.page).locator('li.forum-comment').first().innerText()).toContain(text);
    await expect.poll(() => box.inputValue()).toBe('');
    await expect.poll(() => commentsOf(a.page).locator('b', { hasText: 'Hola' }).count()).toBe(0);

    // The other page receives it without reloading.
    await expect
      .poll(() => commentsOf(b.page).locator('li.forum-comment').first().innerText(), { timeout: LIVE_MS })
      .toContain(text);
    // Comments show the author's full name (issue 15).
    await expect.poll(() => commentWith(b.page, text).innerText()).toContain('María González Rojas');

    // B reacts with 🎉: A sees the count within 2 s; choosing it again removes it.
    const bComment = commentWith(b.page, text);
    await bComment.getByRole('button', { name: 'Reaccionar' }).click();
    await bComment.getByRole('group', { name: 'Elegir reacción' }).getByRole('button', { name: 'Celebrar' }).click();
    const mine = bComment.getByRole('button', { name: /^Celebrar: 1 \(su reacción/ });
    await mine.waitFor();
    await expect.poll(() => mine.getAttribute('aria-pressed')).toBe('true');
    const aChip = commentWith(a.page, text).getByRole('button', { name: /^Celebrar: 1/ });
    await aChip.waitFor({ timeout: LIVE_MS });
    await expect.poll(() => aChip.getAttribute('aria-pressed')).toBe('false');
    // The live event carries counts only (issue 17, finding 17): B's own other page still marks it as his.
    const bOtherChip = commentWith(b2.page, text).getByRole('button', { name: /^Celebrar: 1/ });
    await bOtherChip.waitFor({ timeout: LIVE_MS });
    await expect.poll(() => bOtherChip.getAttribute('aria-pressed'), { timeout: LIVE_MS }).toBe('true');

    // Another emoji replaces it.
    await bComment.getByRole('button', { name: 'Reaccionar' }).click();
    await bComment.getByRole('group', { name: 'Elegir reacción' }).getByRole('button', { name: 'Me encanta' }).click();
    await commentWith(a.page, text)
      .getByRole('button', { name: /^Me encanta: 1/ })
      .waitFor({ timeout: LIVE_MS });
    expect(
      await commentWith(a.page, text)
        .getByRole('button', { name: /^Celebrar/ })
        .count(),
    ).toBe(0);

    // The same emoji again removes it, everywhere.
    await bComment.getByRole('button', { name: /^Me encanta: 1/ }).click();
    await expect
      .poll(
        () =>
          commentWith(a.page, text)
            .getByRole('button', { name: /^Me encanta/ })
            .count(),
        {
          timeout: LIVE_MS,
        },
      )
      .toBe(0);

    await expectAccessible(a.page);
    await a.context.close();
    await b.context.close();
    await b2.context.close();
  });

  it('an admin creates, deactivates and moderates; the worker page follows live', async () => {
    const admin = await newPage(browser, DESKTOP);
    const worker = await newPage(browser, DESKTOP);
    await login(admin.page, ADMIN);
    await admin.page.goto('/admin-comentarios');
    await admin.page.getByRole('heading', { name: 'Temas', exact: true }).waitFor();
    await admin.page.locator('li.forum-comment').first().waitFor();
    await openHome(worker.page, WORKER);
    const workerOptions = () => widget(worker.page).getByLabel('Tema').locator('option').allInnerTexts();
    const before = await workerOptions();

    // A blank title: the button is disabled and Enter says what is missing.
    const title = admin.page.getByLabel('Título');
    const create = admin.page.getByRole('button', { name: 'Crear tema' });
    await expect.poll(() => create.isDisabled()).toBe(true);
    await title.fill('  ');
    await title.press('Enter');
    await admin.page.getByText('Por favor, ingresa un título para el tema').waitFor();

    const name = `Tema de prueba ${Date.now()}`;
    await title.fill(name);
    await admin.page.getByLabel('Descripción').fill('Creado por la prueba de extremo a extremo.');
    await create.click();
    await admin.page.getByText('Tema creado exitosamente').waitFor();
    // The new topic becomes the selected one.
    await admin.page.getByRole('heading', { name: `Comentarios de «${name}»` }).waitFor();

    // It appears in the worker's selector, without changing the worker's current topic.
    await expect.poll(workerOptions, { timeout: LIVE_MS }).toContain(name);
    await expect
      .poll(() => widget(worker.page).getByLabel('Tema').locator('option:checked').innerText())
      .toBe(before[0]);

    // Deactivated: it disappears from the worker's selector.
    await admin.page.getByRole('checkbox', { name: `${name}: Activo` }).click();
    await admin.page.getByRole('checkbox', { name: `${name}: Inactivo` }).waitFor();
    await expect.poll(workerOptions, { timeout: LIVE_MS }).not.toContain(name);

    // Moderation of the first topic's comments: edit, then delete after the confirmation.
    await admin.page.getByRole('button', { name: before[0]!, exact: true }).click();
    const first = admin.page.locator('li.forum-comment').first();
    const original = await first.locator('.forum-comment-text').innerText();
    await worker.page.getByText(original).first().waitFor();
    await first.getByRole('button', { name: 'Editar' }).click();
    await first.getByLabel('Editar comentario').fill(`${original} (moderado)`);
    await first.getByRole('button', { name: 'Guardar' }).click();
    await admin.page.getByText('Comentario actualizado exitosamente').waitFor();
    await worker.page.getByText(`${original} (moderado)`).waitFor({ timeout: LIVE_MS });

    await admin.page.locator('li.forum-comment').first().getByRole('button', { name: 'Eliminar' }).click();
    await admin.page.getByText('¿Estás seguro de que deseas eliminar este comentario?').waitFor();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await admin.page.getByText('Comentario eliminado exitosamente').waitFor();
    await expect.poll(() => worker.page.getByText(`${original} (moderado)`).count(), { timeout: LIVE_MS }).toBe(0);

    await expectAccessible(admin.page);
    await admin.context.close();
    await worker.context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`looks right at ${viewport.width}px`, async () => {
      const w = await newPage(browser, viewport);
      await openHome(w.page, WORKER);
      await widget(w.page).scrollIntoViewIfNeeded();
      const box = await commentsOf(w.page).boundingBox();
      expect(box!.height).toBeLessThanOrEqual(400);
      await expectAccessible(w.page);
      await w.page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(w.page, `forum-home-${viewport.width}`);
      await w.context.close();

      const a = await newPage(browser, viewport);
      await login(a.page, ADMIN);
      await a.page.goto('/admin-comentarios');
      await a.page.getByRole('button', { name: 'Bienvenidos a la nueva intranet', exact: true }).click();
      await a.page.locator('li.forum-comment').first().waitFor();
      await expectAccessible(a.page);
      await screenshot(a.page, `forum-admin-${viewport.width}`);
      await a.context.close();
    });
  }
});
