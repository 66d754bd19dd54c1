import type { Generated } from 'kysely';

export interface ReportsTable {
  id: Generated<number>;
  nombre: string;
  url: string;
  /** 0/1: whether the 80 px footer mask hides the bottom of the embed. */
  mascara_pie: number;
  created_at: string;
  updated_at: string;
}

/** Which user may see which report. */
export interface ReportPermissionsTable {
  user_id: number;
  report_id: number;
}

/** The embed URL of each /Graficos page (page1–page4). */
export interface PowerBiPagesTable {
  page: string;
  url: string;
  updated_at: string;
}
