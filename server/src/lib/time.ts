/** Calendar helpers in the company's time zone (America/Santiago: every calendar date of the API is a date there). */
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

/** An inclusive range of calendar dates `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

/** Monday to Sunday of the calendar week before the one containing `today`. */
export function previousWeek(today: string): DateRange {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addDays(today, -((weekday + 6) % 7));
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

/** First to last day of the calendar month before the one containing `today`. */
export function previousMonth(today: string): DateRange {
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}
