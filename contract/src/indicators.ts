// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText } from './validation.js';

/** Economic indicators panel (spec §2 "Indicadores Económicos", §7 Indicators). */

/** The six values the panel shows, in its order; names as in mindicador.cl's JSON. */
export const INDICATOR_KEYS = ['uf', 'dolar', 'euro', 'ipc', 'utm', 'libra_cobre'] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

export const indicatorValueSchema = z.object({
  valor: z.number(),
  /** Date of the value as the upstream reports it (ISO-8601). */
  fecha: outText(),
});
export type IndicatorValue = z.infer<typeof indicatorValueSchema>;

/**
 * Answer of `GET /api/indicadores`: each value, when it was fetched (`obtenido`, ISO-8601) and whether it is
 * the last good copy kept after the upstream failed (`stale`).
 */
export const indicatorsResponseSchema = z.object({
  uf: indicatorValueSchema,
  dolar: indicatorValueSchema,
  euro: indicatorValueSchema,
  ipc: indicatorValueSchema,
  utm: indicatorValueSchema,
  libra_cobre: indicatorValueSchema,
  obtenido: outText(),
  stale: z.boolean(),
});
export type IndicatorsResponse = z.infer<typeof indicatorsResponseSchema>;

/** The panel reloads every 10 minutes (spec §9); the server caches the upstream for as long. */
export const INDICATORS_REFRESH_MS = 600_000;

export const INDICATORS_ERROR_MESSAGE = 'No se pudieron cargar los indicadores';
