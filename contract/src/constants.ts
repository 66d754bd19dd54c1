/** Fixed lists and limits shared by the web app and the server. */

export const ROLES = ['admin', 'worker'] as const;
export type Role = (typeof ROLES)[number];

/** The six reactions a forum comment accepts. */
export const EMOJIS = ['👍', '❤️', '🎉', '😂', '😮', '😢'] as const;
export type Emoji = (typeof EMOJIS)[number];

/** Organization chart departments. */
export const DEPARTMENTS = ['Gerencia', 'Finanzas', 'Desarrollo', 'Marketing'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Announcement pages reachable without a session at /anuncios/{type}. */
export const ANNOUNCEMENT_TYPES = ['bienvenido', 'seguridad', 'misionvision'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export interface Branch {
  id: number;
  nombre: string;
  lat: number;
  lng: number;
}

/** The company's eight branches. */
export const BRANCHES: readonly Branch[] = [
  { id: 1, nombre: 'Rancagua', lat: -34.17083, lng: -70.74444 },
  { id: 2, nombre: 'Santiago', lat: -33.44889, lng: -70.66926 },
  { id: 3, nombre: 'Calama', lat: -22.45667, lng: -68.92371 },
  { id: 4, nombre: 'Los Andes', lat: -32.83369, lng: -70.59827 },
  { id: 5, nombre: 'Coronel', lat: -37.03, lng: -73.16 },
  { id: 6, nombre: 'Purranque', lat: -40.91, lng: -73.16667 },
  { id: 7, nombre: 'Lima (Perú)', lat: -12.04637, lng: -77.04279 },
  { id: 8, nombre: 'Ciudad de México (México)', lat: 19.43261, lng: -99.13321 },
];

/** Ids of the eight branches: what a person's `sucursal` holds. */
export const BRANCH_IDS = BRANCHES.map((b) => b.id);

/** The branch with this id, if any. */
export const branchById = (id: number | null | undefined): Branch | undefined =>
  id == null ? undefined : BRANCHES.find((b) => b.id === id);

/**
 * The company's areas: what a person's `area` holds. A fixed list, like the branches and the
 * document areas, so filters, CSV imports and audiences all name areas the same way.
 */
export const AREAS = [
  'Gerencia General',
  'Operaciones',
  'Mantención',
  'Geología',
  'Prevención de Riesgos',
  'Medio Ambiente',
  'Finanzas',
  'Abastecimiento',
  'Recursos Humanos',
  'Tecnología',
  'Comercial',
  'Marketing',
] as const;
export type Area = (typeof AREAS)[number];

/** Centre of the branches map (Santiago). */
export const MAP_CENTER = { lat: -33.44889, lng: -70.66926 } as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Administrators' passwords are longer; the strength rule is in `@intranet/contract/password-strength`. */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;

// Numbers and texts the home and the shell show: kept here, away from the zod schemas, so the first
// download of the web app carries no schema library.
export const ANNOUNCEMENT_IMAGE_FIELDS = ['image1', 'image2', 'image3', 'image4'] as const;
/** Shown on /anuncios/{type} when no announcement has that type. */
export const ANNOUNCEMENT_NOT_FOUND = 'Anuncio no encontrado';
/** People per page of the home's 'Cumpleaños del Mes' carousel. */
export const BIRTHDAYS_PER_SLIDE = 6;
/** Default and largest page of the admin list `GET /api/cumpleanos`. */
export const BIRTHDAYS_PAGE_SIZE = 20;
/** Home side list titles are cut to this many characters plus '...'. */
export const NEWS_SIDE_TITLE_LENGTH = 30;
/** Items the home asks for with `?ultimas=` (1 featured + 4 side items). */
export const NEWS_HOME_COUNT = 5;
/** Default and largest page of `GET /api/noticias` (3 columns × 4 rows in /all-news). */
export const NEWS_PAGE_SIZE = 12;
/** The home carousel shows this many slides. */
export const HOME_SLIDE_COUNT = 3;
/** Slide text shown on the carousel is cut to this many characters. */
export const SLIDE_TEXT_LENGTH = 450;
/**
 * Paged lists keep the spec's response shape (a plain JSON array) and send the number of matching rows
 * in this header, so a client can draw page numbers.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** Limits of the greetings: per sender and recipient, and per sender, each Santiago calendar day. */
export const GREETING_LIMITS = { perRecipientPerDay: 1, perSenderPerDay: 20, maxLength: 280 } as const;

export const GREETING_MESSAGES = {
  sent: 'Saludo enviado.',
  sendError: 'No se pudo enviar el saludo.',
  again: 'Ya saludó hoy a esta persona.',
  tooMany: `Ya envió ${GREETING_LIMITS.perSenderPerDay} saludos hoy. Podrá enviar más mañana.`,
  self: 'No puede saludarse a sí mismo.',
  recipient: 'La persona que quiere saludar no existe o no está activa.',
  empty: 'Escriba un saludo.',
  defaultText: '¡Feliz cumpleaños! Que tenga un gran día.',
  none: 'Aún no ha recibido saludos.',
} as const;
