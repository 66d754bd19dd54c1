// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { AREAS } from './constants.js';
import { outText } from './validation.js';

/**
 * The answer schema of `GET /api/personas/{id}`. A module of its own, so the screens that only need the
 * texts of people.ts do not pull zod; the types are their `z.infer`.
 */

/** A person named inside another person's page: enough for a link with a photo. */
export const personLinkSchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  puesto: outText().nullable(),
  imagen_perfil: outText().nullable(),
});
export type PersonLink = z.infer<typeof personLinkSchema>;

/** One step of the path from the org chart's root down to a person's node. */
export const orgChartStepSchema = z.object({ id: z.number().int(), name: outText(), role: outText() });
export type OrgChartStep = z.infer<typeof orgChartStepSchema>;

/**
 * `GET /api/personas/{id}`: one person as a colleague sees them. Workers get only active people;
 * the phone is null unless the person shows it (or the caller is an admin or the person). The
 * birthday is day and month only (`MM-DD`): the year of birth is not a colleague's business.
 */
export const personProfileSchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  puesto: outText().nullable(),
  area: z.enum(AREAS).nullable(),
  /** Branch id (see BRANCHES). */
  sucursal: z.number().int().nullable(),
  correo: outText().nullable(),
  telefono: outText().nullable(),
  anexo: outText().nullable(),
  imagen_perfil: outText().nullable(),
  /** `MM-DD`, or null when unknown. */
  cumpleanos: outText().nullable(),
  /** Always true for workers (inactive people are not found); admins may open inactive ones. */
  activo: z.boolean(),
  jefatura: personLinkSchema.nullable(),
  /** Active direct reports, in name order. */
  reportes: z.array(personLinkSchema),
  /** The org chart node linked to this person and the path from the root to it, or null. */
  organigrama: z.object({ nodo_id: z.number().int(), ruta: z.array(orgChartStepSchema) }).nullable(),
});
export type PersonProfile = z.infer<typeof personProfileSchema>;
