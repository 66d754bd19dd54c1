import { checkPassword, type PasswordOwner } from '@intranet/contract/password-strength';
import { badRequest } from '../plugins/errors.js';

/**
 * Refuses a weak new password with 400: every place a password is set calls this before
 * hashing. The message names every problem, so the form can show them all under the field.
 */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const verdict = checkPassword(password, owner);
  if (verdict.ok) return;
  const message = verdict.problems.join(' ');
  throw badRequest(message, { [field]: message });
}
