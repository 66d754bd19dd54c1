/**
 * The time source of the security rules (sessions, login throttling, TOTP steps, temporary passwords).
 * The app receives one at build time so tests can move time forward without waiting or reading the wall clock.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** `clock.now()` as ISO-8601 UTC text, the timestamp format of every table. */
export const isoAt = (clock: Clock, offsetMs = 0): string => new Date(clock.now() + offsetMs).toISOString();
