/** Calendar helpers in the company's time zone (CONTRACT.md: America/Santiago). */
export const TIME_ZONE = 'America/Santiago';

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Santiago as `YYYY-MM-DD`. */
export function todayInSantiago(now: Date = new Date()): string {
  return ymd.format(now);
}

/** Adds days to a `YYYY-MM-DD` date (pure calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
