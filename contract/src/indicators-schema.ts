// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText } from './validation.js';

/**
 * The answer schema of `GET /api/indicadores` (the `IndicatorsResponse` of indicators.ts). A module of its own:
 * the navbar imports indicators.ts for its constants, and a schema there would put zod in the first load.
 */
const indicatorValue = /* #__NO_SIDE_EFFECTS__ */ () => z.object({ valor: z.number(), fecha: outText() });

export const indicatorsResponseSchema = z.object({
  uf: indicatorValue(),
  dolar: indicatorValue(),
  euro: indicatorValue(),
  ipc: indicatorValue(),
  utm: indicatorValue(),
  libra_cobre: indicatorValue(),
  obtenido: outText(),
  stale: z.boolean(),
});
