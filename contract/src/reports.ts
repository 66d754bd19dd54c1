// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { boolish, outText, requiredText, safeString } from './validation.js';

/** Power BI reports (/datos and /Graficos): admins manage reports and who may see each. */

/** The /Graficos pages. */
export const POWERBI_PAGES = ['page1', 'page2', 'page3', 'page4'] as const;
export type PowerBiPage = (typeof POWERBI_PAGES)[number];

/** Reports whose bottom is not hidden by the 80 px footer mask. */
export const REPORTS_WITHOUT_MASK = ['Pipeline comercial', 'KPI Contratos'] as const;

export const REPORTS_FORBIDDEN_MESSAGE = 'No tienes permiso para acceder a esta sección';

const POWERBI_URL_MESSAGE = 'Ingrese una URL https de Power BI (app.powerbi.com).';

/** True for an https URL on app.powerbi.com or another *.powerbi.com host, without credentials or port. */
export function isPowerBiUrl(value: string): boolean {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return false;
  const host = u.hostname.toLowerCase();
  return host === 'app.powerbi.com' || (host.endsWith('.powerbi.com') && host.length > '.powerbi.com'.length);
}

export const powerBiUrl = /* #__NO_SIDE_EFFECTS__ */ () =>
  safeString({ error: POWERBI_URL_MESSAGE })
    .trim()
    .min(1, POWERBI_URL_MESSAGE)
    .max(2000, POWERBI_URL_MESSAGE)
    .refine(isPowerBiUrl, POWERBI_URL_MESSAGE);

/** Body of `POST /api/admin/reportes` and `PUT /api/admin/reportes/{id}`. */
export const reportInputSchema = z.object({
  nombre: requiredText('Ingrese el nombre del reporte.', 120),
  url: powerBiUrl(),
  /** Whether the 80 px footer mask hides the bottom of the embed. */
  mascara_pie: boolish().default(true),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** Body of `PUT /api/admin/reportes/usuarios/{id}`: the full list of report ids the user may see. */
export const reportPermissionsInputSchema = z.object({
  reportes: z
    .array(z.number({ error: 'Reporte inválido.' }).int('Reporte inválido.').positive('Reporte inválido.'), {
      error: 'Indique la lista de reportes.',
    })
    .max(500, 'Demasiados reportes.'),
});
export type ReportPermissionsInput = z.infer<typeof reportPermissionsInputSchema>;

export const powerBiPageParam = z.object({
  page: z.enum(POWERBI_PAGES, { error: 'Página inválida: use page1, page2, page3 o page4.' }),
});

/** Body of `PUT /api/admin/powerbi-pages/{page}`. */
export const powerBiPageInputSchema = z.object({ url: powerBiUrl() });

const reportShape = {
  id: z.number().int(),
  nombre: outText(),
  url: outText(),
  mascara_pie: z.boolean(),
};
export const reportSchema = z.object(reportShape);
export type Report = z.infer<typeof reportSchema>;

/** A report as the admin screen lists it: with how many users may see it. */
export const adminReportSchema = z.object({ ...reportShape, usuarios: z.number().int() });
export type AdminReport = z.infer<typeof adminReportSchema>;

/** One user and the report ids they may see (admin permissions screen). */
export const reportUserPermissionsSchema = z.object({
  id: z.number().int(),
  username: outText(),
  nombre: outText(),
  rut: outText().nullable(),
  role: z.enum(['admin', 'worker']),
  reportes: z.array(z.number().int()),
});
export type ReportUserPermissions = z.infer<typeof reportUserPermissionsSchema>;

export const powerBiPageConfigSchema = z.object({ page: z.enum(POWERBI_PAGES), url: outText().nullable() });
export type PowerBiPageConfig = z.infer<typeof powerBiPageConfigSchema>;

/** Answer of `GET /api/get-powerbi-url/{page}`: the page's embed URL. */
export const powerBiEmbedSchema = z.object({ embedUrl: outText() });
