import type { AnnouncementType } from '@intranet/contract';

/** How each announcement type reads in the admin select and list. */
export const TYPE_LABELS: Record<AnnouncementType, string> = {
  bienvenido: 'Bienvenido',
  seguridad: 'Seguridad',
  misionvision: 'Misión y visión',
};
