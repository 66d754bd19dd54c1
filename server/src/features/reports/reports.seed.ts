import { foldText, REPORTS_WITHOUT_MASK } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { createReport, setPage, setUserPermissions } from './reports.service.js';

const BASE = ['Indicadores Consolidados', 'Control de Gestión', 'Abastecimiento'];
const REGIONS = ['Norte', 'Centro', 'COP'];
const OTHERS = [
  'Pipeline comercial',
  'MLP Tendencias',
  'MLP Abastecimiento',
  'Control de equipos zona norte',
  'KPI Contratos',
];

/** The demo's Power BI report names (regional variants included). */
export const DEMO_REPORT_NAMES = [...BASE, ...OTHERS, ...REGIONS.flatMap((r) => BASE.map((b) => `${b} ${r}`))];

const slug = (s: string) => foldText(s).replace(/[^a-z0-9]+/g, '-');

/** Who sees what in the demo: some people see many reports, some a few regional ones, most none. */
const DEMO_PERMISSIONS: Record<string, (name: string) => boolean> = {
  admin: () => true,
  mgonzalez: (n) => !n.endsWith(' COP'),
  jmunoz: (n) => [...BASE, 'Pipeline comercial', 'KPI Contratos', 'Control de equipos zona norte'].includes(n),
  aramirez: (n) => n.endsWith(' Norte') || n === 'Control de equipos zona norte',
  rtorres: (n) => n === 'Control de Gestión Centro' || n === 'Abastecimiento Centro',
};

/** Demo reports with placeholder Power BI URLs, the four /Graficos pages and per-user permissions. */
export async function seedReports(ctx: SeedContext): Promise<void> {
  const ids = new Map<string, number>();
  for (const nombre of DEMO_REPORT_NAMES) {
    const report = await createReport(ctx.db, {
      nombre,
      url: `https://app.powerbi.com/view?r=demo-${slug(nombre)}`,
      mascara_pie: !(REPORTS_WITHOUT_MASK as readonly string[]).includes(nombre),
    });
    ids.set(nombre, report.id);
  }
  for (const [i, page] of (['page1', 'page2', 'page3', 'page4'] as const).entries()) {
    await setPage(ctx.db, page, `https://app.powerbi.com/view?r=demo-graficos&pageName=ReportSection${i + 1}`);
  }
  for (const user of ctx.users) {
    const allowed = DEMO_PERMISSIONS[user.username];
    if (!allowed) continue;
    const reportIds = DEMO_REPORT_NAMES.filter(allowed).map((n) => ids.get(n)!);
    await setUserPermissions(ctx.db, user.id, reportIds);
  }
}
