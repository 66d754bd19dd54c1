import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.indicadoresUrl).toBe('https://mindicador.cl/api');
    expect(c.maxUploadMb).toBe(25);
    expect(c.maxUploadBytes).toBe(25 * 1024 * 1024);
    expect(c.pgPreparedStatements).toBe(true);
    expect(loadConfig({ PG_PREPARED_STATEMENTS: 'false' }).pgPreparedStatements).toBe(false);
  });

  it('seeds only on the embedded database with SEED_DEMO=auto', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('normalizes ADMIN_RUT', () => {
    expect(loadConfig({ ADMIN_RUT: '12.345.678-5', ADMIN_PASSWORD: 'segura.123' }).adminRut).toBe('12345678-5');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ MAX_UPLOAD_MB: 'mucho' }, 'MAX_UPLOAD_MB'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PG_PREPARED_STATEMENTS: 'no' }, 'PG_PREPARED_STATEMENTS'],
    [{ ADMIN_RUT: '12.345.678-4', ADMIN_PASSWORD: 'segura.123' }, 'ADMIN_RUT'],
    [{ ADMIN_RUT: '12.345.678-5', ADMIN_PASSWORD: 'corta' }, 'ADMIN_PASSWORD'],
    [{ INDICADORES_URL: 'ftp://x' }, 'INDICADORES_URL'],
  ])('rejects %j with one line naming the variable', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('requires ADMIN_RUT and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_RUT: '12.345.678-5' })).toThrow(ConfigError);
  });
});
