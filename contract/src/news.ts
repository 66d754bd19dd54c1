// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { pageQuery, positiveInt, searchQuery } from './paging.js';
import { isoDate, outText, requiredText } from './validation.js';
import { NEWS_PAGE_SIZE } from './constants.js';
import { contentAdminOutFields, contentScheduleFields } from './content-audience.js';

/** Date filters of the news list; 'actualidad' is the home tab and filters nothing. */
export const NEWS_FILTERS = ['actualidad', 'semana-anterior', 'mes-anterior'] as const;
export type NewsFilter = (typeof NEWS_FILTERS)[number];

/** Characters of `detalle` shown as an excerpt in cards and the home's featured item. */
export const NEWS_EXCERPT_LENGTH = 100;
/** Related news under a news detail. */
export const NEWS_RELATED_COUNT = 3;
export const NEWS_MAX_LIMIT = 60;
/**
 * With `?q=`, `X-Total-Count` counts matches up to this many: a search stops counting there instead
 * of reading every match (84 pages of 12; a longer result asks for a narrower search).
 */
export const NEWS_SEARCH_COUNT_CAP = 1000;

/**
 * Multipart fields of `POST/PUT /api/noticias` (nombre, area, detalle and fecha required). Optional:
 * `audiencia_areas` and `audiencia_sucursales` (JSON arrays; empty = everyone) and `publicar_el`,
 * `despublicar_el` (Santiago `YYYY-MM-DDTHH:MM`; '' = no limit). On edit, an absent optional field keeps its value.
 */
export const newsInputSchema = z.object({
  nombre: requiredText('Ingrese el nombre de la noticia.', 200),
  area: requiredText('Ingrese el área de la noticia.', 100),
  detalle: requiredText('Ingrese el detalle de la noticia.', 20_000),
  fecha: isoDate('Ingrese una fecha válida para la noticia (AAAA-MM-DD).'),
  ...contentScheduleFields(),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/**
 * Query of `GET /api/noticias`. `ultimas=N` is the first page of N items; otherwise `page`/`limit` page
 * the list (newest first) and the total goes in the `X-Total-Count` header. `q` searches nombre, area
 * and detalle without regard to case.
 */
export const newsListQuerySchema = z.object({
  q: searchQuery(),
  filtro: z.enum(NEWS_FILTERS, { error: 'Filtro inválido: use semana-anterior o mes-anterior.' }).optional(),
  ultimas: positiveInt('ultimas debe ser un número entre 1 y 20.', 20).optional(),
  ...pageQuery(NEWS_PAGE_SIZE, NEWS_MAX_LIMIT),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** A news item as lists show it: no full `detalle`, only `extracto` (≤100 characters plus '...'). */
export const newsListItemSchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  area: outText(),
  fecha: outText(),
  imagen: outText().nullable(),
  extracto: outText(),
  // Admins only: audience, window, status and 'Visto por N de M'.
  ...contentAdminOutFields(),
  vistos: z.number().int().optional(),
  audiencia_total: z.number().int().optional(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

/** A whole news item (`GET /api/noticias/{id}`, create and update answers). */
export const newsSchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  area: outText(),
  detalle: outText(),
  fecha: outText(),
  imagen: outText().nullable(),
  // Admins only.
  ...contentAdminOutFields(),
  vistos: z.number().int().optional(),
  audiencia_total: z.number().int().optional(),
});
export type News = z.infer<typeof newsSchema>;
