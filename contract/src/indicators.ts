/** The home's 'Indicadores Económicos' panel and its API call. */

/** The six values the panel shows, in its order; names as in mindicador.cl's JSON. */
export const INDICATOR_KEYS = ['uf', 'dolar', 'euro', 'ipc', 'utm', 'libra_cobre'] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

export interface IndicatorValue {
  valor: number;
  /** Date of the value as the upstream reports it (ISO-8601). */
  fecha: string;
}

/** `GET /api/indicadores`. `stale` is true when the upstream failed and these are the last good values. */
export type IndicatorsResponse = Record<IndicatorKey, IndicatorValue> & {
  /** When the server obtained these values from the upstream (ISO-8601). */
  obtenido: string;
  stale: boolean;
};

/** The panel reloads every 10 minutes; the server caches the upstream for as long. */
export const INDICATORS_REFRESH_MS = 600_000;

export const INDICATORS_ERROR_MESSAGE = 'No se pudieron cargar los indicadores';
