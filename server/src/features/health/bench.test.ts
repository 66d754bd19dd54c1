import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// An app per test: BENCH is read when the app is built.
let t: TestApp | undefined;
afterEach(async () => {
  delete process.env.BENCH;
  await t?.close();
  t = undefined;
});

describe('GET /api/bench/baseline', () => {
  it('exists only with BENCH=1, needs a session, and answers exactly 1 KB of JSON', async () => {
    process.env.BENCH = '1';
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/bench/baseline' })).statusCode).toBe(401);
    const cookie = await t.cookieFor('worker');
    const res = await t.app.inject({ method: 'GET', url: '/api/bench/baseline', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toHaveLength(1024);
    expect(res.json().status).toBe('ok');
  });

  it('is not there without BENCH=1', async () => {
    t = await createTestApp();
    const cookie = await t.cookieFor('worker');
    expect((await t.app.inject({ method: 'GET', url: '/api/bench/baseline', headers: { cookie } })).statusCode).toBe(
      404,
    );
  });
});
