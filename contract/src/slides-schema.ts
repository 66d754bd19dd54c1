// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText } from './validation.js';

/**
 * The answer schema of the intro-slides calls. A module of its own, as forum-schema.ts: an answer schema
 * stays out of the modules the home page takes constants and types from.
 */
export const introSlideSchema = z.object({
  id: z.number().int(),
  titulo: outText(),
  descripcion: outText(),
  /** `/uploads/slides/….webp` or null. */
  imagen: outText().nullable(),
});
export type IntroSlide = z.infer<typeof introSlideSchema>;
