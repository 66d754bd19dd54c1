// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { requiredText } from './validation.js';

/** Most slides `GET /api/intro-slides` returns; the carousel needs three. */
export const SLIDES_MAX = 50;

/** Multipart fields of `POST/PUT /api/intro-slides` (titulo and descripcion required). */
export const slideInputSchema = z.object({
  titulo: requiredText('Ingrese el título del slide.', 200),
  descripcion: requiredText('Ingrese la descripción del slide.', 5_000),
});
export type SlideInput = z.infer<typeof slideInputSchema>;

// The answer type is that of the answer schema (slides-schema.ts).
export type { IntroSlide } from './slides-schema.js';
