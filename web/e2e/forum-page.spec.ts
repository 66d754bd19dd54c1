import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
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

/** Issue 19, item 8: the forum as a page of its own, /foro and /foro/{id}, with replies to a comment. */
const thread = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Comentarios' }).locator(':scope > ul > li.forum-comment', { hasText: text });

async function openFirstTopic(page: Page): Promise<string> {
  await page.goto('/foro');
  const topics = page.getByRole('list', { name: 'Temas del foro' });
  await topics.getByRole('listitem').first().waitFor();
  await topics.getByRole('link').first().click();
  await page.waitForURL(/\/foro\/\d+$/);
  await page.getByLabel('Su comentario').waitFor();
  return new URL(page.url()).pathname;
}

describe('forum page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the topics with counts and last activity, and the navbar and home widget lead there', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await login(page, WORKER);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Foro', exact: true }).click();
    await page.waitForURL(/\/foro$/);
    const first = page.getByRole('list', { name: 'Temas del foro' }).getByRole('listitem').first();
    await expect.poll(() => first.innerText()).toMatch(/\d+ comentarios?/);
    await expect.poll(() => first.innerText()).toContain('Última actividad:');
    await expectAccessible(page);
    await screenshot(page, 'forum-topics-1280');

    await page.goto('/Home');
    await page.getByRole('link', { name: 'Abrir el tema para responder' }).click();
    await page.waitForURL(/\/foro\/\d+$/);
    await page.getByRole('link', { name: 'Todos los temas' }).waitFor();

    await page.goto('/foro/999999');
    await page.getByRole('heading', { name: 'Tema no encontrado' }).waitFor();
  });

  it('shows a comment written before its page could listen, once the live stream opens', async () => {
    const a = await newPage(browser, DESKTOP);
    const b = await newPage(browser, DESKTOP);
    await login(a.page, WORKER);
    await login(b.page, WORKER2);
    // B's page reads the topic, but its live stream cannot connect yet (a slow or failing connection).
    await b.page.route('**/api/foro/eventos', (route) => route.abort());
    const topicPath = await openFirstTopic(b.page);
    await a.page.goto(topicPath);
    const early = `Escrito antes de que B escuchara ${Date.now()}`;
    await a.page.getByLabel('Su comentario').fill(early);
    await a.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await thread(a.page, early).waitFor();
    expect(await thread(b.page, early).count()).toBe(0);
    // The stream connects (the browser retries by itself): B's page reads the topic again and shows it.
    await b.page.unrouteAll();
    await thread(b.page, early).waitFor({ timeout: 30_000 });
    await a.context.close();
    await b.context.close();
  });

  it("a reply to a comment on /foro/{id} appears live under it on another worker's page", async () => {
    const a = await newPage(browser, DESKTOP);
    const b = await newPage(browser, DESKTOP);
    await login(a.page, WORKER);
    await login(b.page, WORKER2);
    const topicPath = await openFirstTopic(a.page);
    await b.page.goto(topicPath);

    // A comments; B sees it live and answers it.
    const question = `Pregunta en el foro ${Date.now()}`;
    await a.page.getByLabel('Su comentario').fill(question);
    await a.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await thread(b.page, question).waitFor();
    await thread(b.page, question).getByRole('button', { name: 'Responder a María González Rojas' }).click();
    const answer = `Respuesta de Juan ${Date.now()}`;
    await b.page.getByLabel('Su respuesta a María González Rojas').fill(answer);
    await b.page.getByRole('button', { name: 'Enviar respuesta' }).click();

    // A's page shows it under the question, with the quoted author, without reloading.
    const replies = thread(a.page, question).getByRole('list', { name: 'Respuestas a María González Rojas' });
    await expect.poll(() => replies.innerText(), { timeout: 5000 }).toContain(answer);
    await expect.poll(() => replies.innerText()).toContain('En respuesta a María González Rojas');
    // B's form closed after sending, and B sees the reply in the same place.
    await expect.poll(() => b.page.getByLabel('Su respuesta a María González Rojas').count()).toBe(0);
    await thread(b.page, question).getByText(answer).waitFor();

    // The reply takes reactions like any comment.
    const reply = replies.locator('li.forum-comment', { hasText: answer });
    await reply.getByRole('button', { name: 'Reaccionar' }).click();
    await reply.getByRole('group', { name: 'Elegir reacción' }).getByRole('button', { name: 'Me gusta' }).click();
    await expect
      .poll(() =>
        b.page
          .locator('li.forum-comment', { hasText: answer })
          .getByRole('button', { name: /^Me gusta: 1/ })
          .count(),
      )
      .toBe(1);
    await expectAccessible(a.page);
    await screenshot(a.page, 'forum-topic-1280');
    await a.context.close();
    await b.context.close();
  });

  it('on a phone: no scroll box inside the page and no keyboard hint', async () => {
    const { page, context } = await newPage(browser, PHONE, { touch: true });
    await login(page, WORKER);
    await openFirstTopic(page);
    await page.getByRole('region', { name: 'Comentarios' }).locator('li.forum-comment').first().waitFor();
    const scrollBoxes = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter((el) => {
          const style = getComputedStyle(el);
          return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        }).length,
    );
    expect(scrollBoxes).toBe(0);
    await expect.poll(() => page.getByText('Ctrl + Enter para enviar').isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'forum-topic-390');
    await page.goto('/foro');
    await page.getByRole('list', { name: 'Temas del foro' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'forum-topics-390');
    await context.close();
  });
});
