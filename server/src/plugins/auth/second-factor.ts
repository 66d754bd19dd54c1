import { TWO_FACTOR_KEY_UNAVAILABLE_MESSAGE } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { matchRecoveryCode, matchTotpStep } from '../../lib/totp.js';
import { HttpError } from '../errors.js';
import { secondFactorRepository } from './second-factor.repository.js';

/**
 * Accepts a TOTP code once: the code's step must be later than the last step accepted for this user
 * (otherwise a code could be replayed for as long as it is valid, ~90 s).
 */
export async function acceptTotp(db: Db, clock: Clock, userId: number, secret: string, code: string): Promise<boolean> {
  const step = matchTotpStep(secret, code, clock.now());
  if (step === null) return false;
  return secondFactorRepository.acceptTotpStep(db, userId, step);
}

/** A TOTP code, or one of the user's one-time recovery codes (consumed when used). */
export async function acceptSecondFactor(
  db: Db,
  clock: Clock,
  box: SecretBox,
  user: { id: number; totp_secret: string | null; recovery_codes: string | null },
  code: string,
): Promise<boolean> {
  if (user.totp_secret && /^\s*\d{6}\s*$/.test(code)) {
    // A seed sealed with a key this server lacks is a configuration fault, not a wrong code: say so (503, not a
    // counted failure, not a 500) and point to the recovery codes, which do not depend on the key.
    if (!box.canOpen(user.totp_secret)) {
      throw new HttpError(503, TWO_FACTOR_KEY_UNAVAILABLE_MESSAGE, undefined, 'TWO_FACTOR_KEY_UNAVAILABLE');
    }
    return acceptTotp(db, clock, user.id, box.open(user.totp_secret), code);
  }
  if (!user.recovery_codes) return false;
  const hashes = JSON.parse(user.recovery_codes) as string[];
  const used = await matchRecoveryCode(hashes, code);
  if (!used) return false;
  return secondFactorRepository.consumeRecoveryCode(
    db,
    user.id,
    user.recovery_codes,
    JSON.stringify(hashes.filter((h) => h !== used)),
  );
}
