/**
 * Accent and case folding, the one way of the whole project (server searches and stored search keys, the web's
 * client-side filters, slugs, password checks). Plain functions, no schemas: the web may import them anywhere.
 */

/** The text without its accents (the combining marks of its NFD form), case kept: `Perú Sur` → `Peru Sur`. */
export const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The text folded for accent- and case-insensitive comparison: `Área Producción` → `area produccion`. */
export const foldText = (text: string): string => stripAccents(text).toLowerCase();
