// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, ANNOUNCEMENT_IMAGE_FIELDS } from './constants.js';
import { requiredText } from './validation.js';

export type AnnouncementImageField = (typeof ANNOUNCEMENT_IMAGE_FIELDS)[number];

/** image1 only for bienvenido and seguridad; four images for misionvision (spec §3). */
export const imageFieldsFor = (type: AnnouncementType): readonly AnnouncementImageField[] =>
  type === 'misionvision' ? ANNOUNCEMENT_IMAGE_FIELDS : ['image1'];

/** Multipart fields of `POST/PUT /api/announcements` (spec §5: type, title and detail required). */
export const announcementInputSchema = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES, { error: 'Seleccione un tipo de anuncio: bienvenido, seguridad o misionvision.' }),
  title: requiredText('Ingrese el título del anuncio.', 200),
  detail: requiredText('Ingrese el detalle del anuncio.', 10_000),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** One announcement per type: the unguarded /anuncios/{type} page shows it. */
export interface Announcement {
  id: number;
  type: AnnouncementType;
  title: string;
  detail: string;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  image4: string | null;
}
