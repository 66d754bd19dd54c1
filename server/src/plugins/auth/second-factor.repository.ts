import type { Db } from '../../db/database.js';

/** The users-table writes that make a second factor single-use. */
export const secondFactorRepository = {
  /**
   * Records `step` as the user's last accepted TOTP step, only if it is later than the one stored. One
   * conditional UPDATE, so two logins with the same code (even on two instances) cannot both succeed.
   */
  async acceptTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Removes a used recovery code; false when another login used it first. */
  async consumeRecoveryCode(db: Db, userId: number, before: string, after: string): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ recovery_codes: after })
      .where('id', '=', userId)
      .where('recovery_codes', '=', before)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
};
