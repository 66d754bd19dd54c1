import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_KEY_UNAVAILABLE_MESSAGE } from '@intranet/contract';
import { buildApp } from '../../src/app.js';
import { up as wrapLegacyRecoveryCodes } from '../../src/db/migrations/2026-11-25-17d-recovery-codes.js';
import { TOTP_KEY_FILE } from '../../src/lib/secret-box.js';
import { base32Encode, totpCode } from '../../src/lib/totp.js';
import { makeUser, type MadeUser } from '../factories.js';
import { createTestApp, fakeClock, type TestApp, useTestApp } from '../helpers.js';

/** Recovery codes long and slowly hashed, TOTP seeds encrypted with a configured key. */
const clock = fakeClock();
const KEY_A = randomBytes(32).toString('hex');
const KEY_B = randomBytes(32).toString('base64');
const t = useTestApp({ TOTP_KEY: KEY_A }, { clock });

const step = () => Math.floor(clock.now() / 30_000);
const userRow = (id: number) =>
  t.handle.db
    .selectFrom('users')
    .select(['totp_secret', 'totp_pending_secret', 'recovery_codes', 'totp_enabled'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function login(app: TestApp['app'], user: MadeUser, codigo?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { rut: user.username, password: user.password, codigo },
  });
}

/** Another app on the same database (a restart with other TOTP keys). */
async function restart(totpKey: string, totpKeyPrevious: string[] = []) {
  const app = await buildApp({ ...t.config, totpKey, totpKeyPrevious }, t.handle, { logger: false, clock });
  await app.ready();
  return app;
}

describe('2FA secrets at rest', () => {
  it('the seed is stored encrypted, recovery codes are 80-bit and stored as argon2id, and a code works once', async () => {
    const user = await makeUser(t.handle.db);
    const cookie = await t.loginAs(user);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/setup',
      headers: { cookie },
      payload: { password: user.password },
    });
    const secret: string = setup.json().secret;
    const pending = (await userRow(user.id)).totp_pending_secret!;
    expect(pending).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(pending).not.toContain(secret);

    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/enable',
      headers: { cookie },
      payload: { password: user.password, codigo: totpCode(secret, step()) },
    });
    expect(enable.statusCode).toBe(200);
    clock.advance(30_000);
    const codes: string[] = enable.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const row = await userRow(user.id);
    expect(row.totp_secret).toMatch(/^enc1:/);
    expect(row.totp_secret).not.toContain(secret);
    const hashes = JSON.parse(row.recovery_codes!) as string[];
    for (const h of hashes) expect(h).toMatch(/^\$argon2id\$/);
    expect(new Set(hashes).size).toBe(10);
    expect(row.recovery_codes).not.toContain(createHash('sha256').update(codes[0]!).digest('hex'));

    expect((await login(t.app, user, totpCode(secret, step()))).statusCode).toBe(200);
    clock.advance(30_000);
    expect((await login(t.app, user, codes[3]!.toUpperCase())).statusCode).toBe(200);
    expect((await login(t.app, user, codes[3]!)).statusCode).toBe(401);
  });

  it('existing rows: plain seeds are sealed at start and old SHA-256 recovery codes still work once', async () => {
    const user = await makeUser(t.handle.db);
    const secret = base32Encode(randomBytes(20));
    const oldCode = 'a1b2-c3d4';
    const oldHash = createHash('sha256').update(oldCode).digest('hex');
    await t.handle.db
      .updateTable('users')
      .set({ totp_enabled: 1, totp_secret: secret, recovery_codes: JSON.stringify([oldHash]) })
      .where('id', '=', user.id)
      .execute();

    await wrapLegacyRecoveryCodes(t.handle.db);
    const app = await restart(KEY_A);
    try {
      const row = await userRow(user.id);
      expect(row.totp_secret).toMatch(/^enc1:/);
      expect(row.recovery_codes).not.toContain(oldHash.slice(0, 16));
      expect(JSON.parse(row.recovery_codes!)[0]).toMatch(/^legacy:\$argon2id\$/);

      expect((await login(app, user, totpCode(secret, step()))).statusCode).toBe(200);
      clock.advance(30_000);
      expect((await login(app, user, oldCode)).statusCode).toBe(200);
      expect((await login(app, user, oldCode)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('rotation: with TOTP_KEY new and TOTP_KEY_PREVIOUS old, seeds are resealed at start and keep working', async () => {
    const user = await makeUser(t.handle.db);
    const secret = base32Encode(randomBytes(20));
    await t.handle.db
      .updateTable('users')
      .set({ totp_enabled: 1, totp_secret: t.app.totpBox.seal(secret) })
      .where('id', '=', user.id)
      .execute();
    const sealedWithA = (await userRow(user.id)).totp_secret;

    const app = await restart(KEY_B, [KEY_A]);
    try {
      const resealed = (await userRow(user.id)).totp_secret!;
      expect(resealed).toMatch(/^enc1:/);
      expect(resealed.split(':')[1]).not.toBe(sealedWithA!.split(':')[1]);
      clock.advance(30_000);
      expect((await login(app, user, totpCode(secret, step()))).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a seed sealed with a key the server lacks: a Spanish 503 for app codes, recovery codes still work', async () => {
    const user = await makeUser(t.handle.db);
    const cookie = await t.loginAs(user);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/setup',
      headers: { cookie },
      payload: { password: user.password },
    });
    const secret: string = setup.json().secret;
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/enable',
      headers: { cookie },
      payload: { password: user.password, codigo: totpCode(secret, step()) },
    });
    expect(enable.statusCode).toBe(200);
    const codes: string[] = enable.json().recoveryCodes;
    clock.advance(30_000);

    // TOTP_KEY changed without TOTP_KEY_PREVIOUS: the seed cannot be opened.
    const app = await restart(randomBytes(32).toString('hex'));
    try {
      const res = await login(app, user, totpCode(secret, step()));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: TWO_FACTOR_KEY_UNAVAILABLE_MESSAGE });
      expect((await login(app, user, codes[0]!)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('without TOTP_KEY a key file is generated next to the data (mode 0600)', async () => {
    // An app without TOTP_KEY (the shared one has KEY_A).
    const other = await createTestApp({}, { clock });
    try {
      const file = path.join(other.dataDir, TOTP_KEY_FILE);
      const stat = await fs.stat(file);
      expect(stat.mode & 0o777).toBe(0o600);
      expect((await fs.readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await other.close();
    }
  });
});
