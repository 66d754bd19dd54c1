import { z } from 'zod';
import type { Role } from './constants.js';

export const LOGIN_FAILED_MESSAGE = 'RUT/Usuario o contraseña incorrectos. Intente de nuevo.';
export const LOGIN_THROTTLED_MESSAGE = 'Demasiados intentos fallidos. Intente nuevamente en unos minutos.';

/** Body of `POST /api/login`: a RUT in any usual form, or a username. */
export const loginInputSchema = z.object({
  rut: z.string({ error: 'Ingrese su RUT o usuario.' }).trim().min(1, 'Ingrese su RUT o usuario.').max(100),
  password: z.string({ error: 'Ingrese su contraseña.' }).min(1, 'Ingrese su contraseña.').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** What the browser keeps in localStorage under `user` (spec §3), and what `/api/session` returns. */
export interface SessionUser {
  id: number;
  rut: string;
  username: string;
  role: Role;
  mustChangePassword: boolean;
}

export interface LoginResponse {
  redirect: string;
  message: string;
  nombre: string;
  role: Role;
  rut: string;
  username: string;
  mustChangePassword: boolean;
}
