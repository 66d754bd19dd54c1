import type { Area } from './constants.js';

/** Spanish texts of the person page `/personas/{id}` (issue 15). */
export const PEOPLE_MESSAGES = {
  notFound: 'No se encontró a la persona.',
  loadError: 'No se pudo cargar la ficha de la persona.',
  noManager: 'Sin jefatura registrada',
  noReports: 'No tiene personas a cargo.',
  notInChart: 'No aparece en el organigrama.',
  hiddenPhone: 'No visible',
} as const;

/** A person named inside another person's page: enough for a link with a photo. */
export interface PersonLink {
  id: number;
  nombre: string;
  puesto: string | null;
  imagen_perfil: string | null;
}

/** One step of the path from the org chart's root down to a person's node. */
export interface OrgChartStep {
  id: number;
  name: string;
  role: string;
}

/**
 * `GET /api/personas/{id}`: one person as a colleague sees them. Workers get only active people;
 * the phone is null unless the person shows it (or the caller is an admin or the person). The
 * birthday is day and month only (`MM-DD`): the year of birth is not a colleague's business.
 */
export interface PersonProfile {
  id: number;
  nombre: string;
  puesto: string | null;
  area: Area | null;
  /** Branch id (see BRANCHES). */
  sucursal: number | null;
  correo: string | null;
  telefono: string | null;
  anexo: string | null;
  imagen_perfil: string | null;
  /** `MM-DD`, or null when unknown. */
  cumpleanos: string | null;
  /** Always true for workers (inactive people are not found); admins may open inactive ones. */
  activo: boolean;
  jefatura: PersonLink | null;
  /** Active direct reports, in name order. */
  reportes: PersonLink[];
  /** The org chart node linked to this person and the path from the root to it, or null. */
  organigrama: { nodo_id: number; ruta: OrgChartStep[] } | null;
}
