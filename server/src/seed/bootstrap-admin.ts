import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation, nowIso } from '../db/sql.js';
import { checkPassword } from '@intranet/contract/password-strength';
import { hashPassword } from '../lib/passwords.js';
import { usersRepository } from '../features/users/users.repository.js';

/**
 * Creates the ADMIN_RUT admin when no user has that RUT; never touches an existing user. An ADMIN_PASSWORD that the
 * password rules would refuse still lets the server start — the operator may not be at the console —
 * but the account must change it at its first login, and the log says why.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.adminRut || !config.adminPassword) return;
  const existing = await usersRepository.findByRut(db, config.adminRut);
  if (existing) {
    log.info({ rut: config.adminRut }, 'ADMIN_RUT ya existe; no se modifica');
    return;
  }
  const username = `admin-${config.adminRut.split('-')[0]}`;
  const verdict = checkPassword(config.adminPassword, { role: 'admin', username, rut: config.adminRut });
  if (!verdict.ok) {
    log.warn(
      { rut: config.adminRut, problemas: verdict.problems },
      'ADMIN_PASSWORD no cumple las reglas de contraseñas: el administrador inicial deberá cambiarla al iniciar sesión',
    );
  }
  const now = nowIso();
  try {
    await usersRepository.insert(db, {
      username,
      nombre: 'Administrador',
      // A technical account, not a person: the directory does not list it.
      cuenta_servicio: 1,
      password_hash: await hashPassword(config.adminPassword),
      role: 'admin',
      activo: 1,
      rut: config.adminRut,
      correo: null,
      must_change_password: verdict.ok ? 0 : 1,
      created_at: now,
      updated_at: now,
    });
  } catch (err) {
    // Two instances starting at once both try; the one that loses finds the admin already there.
    if (isUniqueViolation(err)) {
      log.info({ rut: config.adminRut }, 'ADMIN_RUT ya existe; no se modifica');
      return;
    }
    throw err;
  }
  log.info({ rut: config.adminRut }, 'administrador inicial creado');
}
