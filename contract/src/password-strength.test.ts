import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';
import * as strength from './password-strength.js';

describe('password strength', () => {
  it('uses the contract minimum lengths', () => {
    expect(strength.minPasswordLength('worker')).toBe(PASSWORD_MIN_LENGTH);
    expect(strength.minPasswordLength('admin')).toBe(ADMIN_PASSWORD_MIN_LENGTH);
  });

  it('refuses the weak passwords of the review and personal data; accepts a passphrase', () => {
    const owner = { role: 'worker' as const, username: 'jperez', nombre: 'Juana Pérez Soto', rut: '12345678-5' };
    for (const p of [
      '12345678',
      'password',
      'aaaaaaaa',
      '        ',
      'jperez.2026!',
      'PEREZ.Cobre.99',
      'x12345678-Faena',
    ]) {
      expect(strength.checkPassword(p, owner).ok, p).toBe(false);
    }
    expect(strength.checkPassword('Relevo.Faena.Cobre.48', owner)).toMatchObject({ ok: true, problems: [] });
    expect(strength.checkPassword('Zq8#vLm2w', { role: 'admin' }).problems).toContain(
      strength.PASSWORD_MESSAGES.tooShort(10),
    );
  });
});
