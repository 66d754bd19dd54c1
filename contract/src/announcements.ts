// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, ANNOUNCEMENT_IMAGE_FIELDS } from './constants.js';
import { outText, requiredText } from './validation.js';
import { contentAdminOutFields, contentScheduleFields } from './content-audience.js';

export type AnnouncementImageField = (typeof ANNOUNCEMENT_IMAGE_FIELDS)[number];

/** image1 only for bienvenido and seguridad; four images for misionvision. */
export const imageFieldsFor = (type: AnnouncementType): readonly AnnouncementImageField[] =>
  type === 'misionvision' ? ANNOUNCEMENT_IMAGE_FIELDS : ['image1'];

/**
 * Multipart fields of `POST/PUT /api/announcements` (type, title and detail required). Optional,
 * as for news: `audiencia_areas`, `audiencia_sucursales` (JSON arrays) and `publicar_el`,
 * `despublicar_el` (Santiago `YYYY-MM-DDTHH:MM`); on edit an absent optional field keeps its value.
 */
export const announcementInputSchema = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES, { error: 'Seleccione un tipo de anuncio: bienvenido, seguridad o misionvision.' }),
  title: requiredText('Ingrese el título del anuncio.', 200),
  detail: requiredText('Ingrese el detalle del anuncio.', 10_000),
  ...contentScheduleFields(),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/**
 * One announcement per type: the /anuncios/{type} page shows it (without a session when it has no audience).
 * Admins also get its audience, window and status.
 */
export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: outText(),
  detail: outText(),
  image1: outText().nullable(),
  image2: outText().nullable(),
  image3: outText().nullable(),
  image4: outText().nullable(),
  ...contentAdminOutFields(),
});
export type Announcement = z.infer<typeof announcementSchema>;
