// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { AREAS, BRANCH_IDS } from './constants.js';
import { outText, safeString } from './validation.js';

/**
 * Audience and publishing window of news and announcements. The audience is expressed as in
 * mandatory readings (`areas`, `sucursales`; areas AND branches when both are given, an empty list does not
 * narrow); no audience means everyone. Dates are entered in Santiago time and stored in UTC.
 */

export const CONTENT_ESTADOS = ['Programada', 'Publicada', 'Vencida'] as const;
export type ContentEstado = (typeof CONTENT_ESTADOS)[number];

export interface ContentAudience {
  areas: string[];
  sucursales: number[];
}

export const CONTENT_MESSAGES = {
  areas: 'Una de las áreas elegidas no existe.',
  sucursales: 'Una de las sucursales elegidas no existe.',
  fecha: 'Ingrese una fecha y hora válidas (AAAA-MM-DDTHH:MM, hora de Santiago).',
  orden: 'La fecha de despublicación debe ser posterior a la de publicación.',
} as const;

const TZ = 'America/Santiago';

/** The UTC offset of Santiago at instant `ms`, in minutes (−180 or −240). */
function offsetMinutes(ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms));
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * A Santiago wall-clock time `YYYY-MM-DDTHH:MM` as ISO-8601 UTC. A time skipped when clocks move forward
 * (September) is read with the offset before the change (00:30 becomes 01:30 summer time); a time repeated when
 * they move back (April) is the first of the two.
 */
export function santiagoToUtc(local: string): string {
  const [d, t] = local.split('T') as [string, string];
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const [h, min] = t.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, day, h, min);
  // Try the offset an hour before and after: the earlier instant that shows this wall time wins.
  const candidates = [
    wall - offsetMinutes(wall - 3 * 3_600_000) * 60_000,
    wall - offsetMinutes(wall + 3 * 3_600_000) * 60_000,
  ];
  const exact = candidates.filter((ms) => offsetMinutes(ms) * 60_000 === wall - ms).sort((a, b) => a - b);
  return new Date(exact[0] ?? candidates[0]!).toISOString();
}

/** ISO-8601 UTC as Santiago wall-clock `YYYY-MM-DDTHH:MM` (the value of a datetime-local input). */
export function utcToSantiago(iso: string): string {
  const ms = Date.parse(iso);
  return new Date(ms + offsetMinutes(ms) * 60_000).toISOString().slice(0, 16);
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A multipart field with a Santiago date and time: absent → undefined (unchanged on edit), '' → null (no limit),
 * `YYYY-MM-DDTHH:MM` → ISO UTC.
 */
export const santiagoDateTimeField = /* #__NO_SIDE_EFFECTS__ */ () =>
  safeString({ error: CONTENT_MESSAGES.fecha })
    .trim()
    .refine((v) => {
      if (v === '') return true;
      const m = LOCAL_RE.exec(v);
      if (!m) return false;
      const [, y, mo, d, h, mi] = m.map(Number) as number[];
      const date = new Date(Date.UTC(y!, mo! - 1, d!));
      return date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d! && h! < 24 && mi! < 60;
    }, CONTENT_MESSAGES.fecha)
    .transform((v) => (v === '' ? null : santiagoToUtc(v)))
    .optional();

/**
 * A JSON array in a text field of the form (`["Operaciones"]`); '' is an empty list; absent → undefined. Every
 * element must pass `valid`; the message goes to the field itself (not to an element of it).
 */
function jsonList<T>(item: z.ZodType<T>, valid: (v: T) => boolean, message: string, max: number) {
  return safeString({ error: message })
    .max(10_000, message)
    .transform((v, ctx) => {
      if (v.trim() === '') return [];
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(z.unknown(), { error: message })
        .max(max, message)
        .refine((list) => list.every((v) => item.safeParse(v).success && valid(v as T)), message)
        .transform((list) => list as T[]),
    )
    .optional();
}

/** `audiencia_areas`: areas from AREAS, as a JSON array in the multipart form. */
export const audienceAreasField = /* #__NO_SIDE_EFFECTS__ */ () =>
  jsonList(safeString(), (a) => (AREAS as readonly string[]).includes(a), CONTENT_MESSAGES.areas, AREAS.length);

/** `audiencia_sucursales`: branch ids from BRANCHES, as a JSON array in the multipart form. */
export const audienceBranchesField = /* #__NO_SIDE_EFFECTS__ */ () =>
  jsonList(z.number(), (s) => BRANCH_IDS.includes(s), CONTENT_MESSAGES.sucursales, BRANCH_IDS.length);

/** The optional fields that news and announcement forms share. */
export const contentScheduleFields = /* #__NO_SIDE_EFFECTS__ */ () => ({
  audiencia_areas: audienceAreasField(),
  audiencia_sucursales: audienceBranchesField(),
  publicar_el: santiagoDateTimeField(),
  despublicar_el: santiagoDateTimeField(),
});

/** Admin-only fields of a news item or an announcement in answers. */
export const contentAdminOutFields = /* #__NO_SIDE_EFFECTS__ */ () => ({
  audiencia_areas: z.array(outText()).optional(),
  audiencia_sucursales: z.array(z.number().int()).optional(),
  /** ISO-8601 UTC or null. */
  publicar_el: outText().nullable().optional(),
  despublicar_el: outText().nullable().optional(),
  estado: z.enum(CONTENT_ESTADOS).optional(),
});
