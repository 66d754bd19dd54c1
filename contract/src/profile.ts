// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { boolish, outText, safeString, secretString } from './validation.js';
import { AREAS, PASSWORD_MIN_LENGTH, ROLES } from './constants.js';
import { phoneField } from './users.js';

/** Spanish texts of /mi-perfil and /change-password. */
export const PROFILE_MESSAGES = {
  noUser: 'No hay usuario autenticado.',
  loadError: 'Error al obtener los datos del usuario.',
  updateError: 'Error al actualizar el perfil.',
  updated: 'Perfil actualizado correctamente.',
  deviceNone: 'No asignado',
  deviceError: 'Error al cargar',
  passwordError: 'Error al cambiar la contraseña',
  passwordMismatch: 'Las contraseñas no coinciden',
  passwordChanged: 'Contraseña actualizada correctamente.',
  wrongCurrent: 'La contraseña actual es incorrecta.',
  sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual.',
  otherUser: 'Solo puede ver y modificar su propio perfil.',
} as const;

/** Milliseconds before the change-password screen goes to /user-profile. */
export const PASSWORD_CHANGE_REDIRECT_MS = 2000;

/** The caller's own profile (`GET /api/user/profile`). Never a password or its hash. */
export const profileSchema = z.object({
  id: z.number().int(),
  username: outText(),
  nombre: outText(),
  area: z.enum(AREAS).nullable(),
  sucursal: z.number().int().nullable(),
  jefatura_id: z.number().int().nullable(),
  anexo: outText().nullable(),
  telefono_visible: z.boolean(),
  correo: outText().nullable(),
  puesto: outText().nullable(),
  telefono: outText().nullable(),
  razon_social: outText().nullable(),
  rut: outText().nullable(),
  fecha_nacimiento: outText().nullable(),
  imagen_perfil: outText().nullable(),
  dispositivo: outText().nullable(),
  role: z.enum(ROLES),
});
export type Profile = z.infer<typeof profileSchema>;

/** Query of `GET /api/user/profile`: `username` names another person's profile (administrators only). */
export const profileQuerySchema = z.object({
  username: safeString().trim().max(60, 'Máximo 60 caracteres.').optional(),
});

/**
 * Multipart `PUT /api/user/profile/update`. Only the phone, its visibility (and the photo, file field
 * `imagen_perfil`) can change here; the read-only fields of the form are ignored whatever their values.
 */
export const profileUpdateSchema = z.object({
  telefono: phoneField('El teléfono es obligatorio.'),
  /** Whether colleagues see the phone (admins always do); absent keeps the current choice. */
  telefono_visible: boolish().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

const newPasswordMessage = `La nueva contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;

/** Body of `POST /api/user/change-password` (`rut` is ignored: it acts on the caller). */
export const changePasswordSchema = z
  .object({
    rut: safeString().optional(),
    password_actual: secretString({ error: 'Ingrese su contraseña actual.' })
      .min(1, 'Ingrese su contraseña actual.')
      .max(200, 'Máximo 200 caracteres.'),
    nueva_contraseña: secretString({ error: newPasswordMessage })
      .min(PASSWORD_MIN_LENGTH, newPasswordMessage)
      .max(200, 'Máximo 200 caracteres.'),
    confirmar_contraseña: secretString({ error: 'Confirme la nueva contraseña.' })
      .min(1, 'Confirme la nueva contraseña.')
      .max(200, 'Máximo 200 caracteres.'),
  })
  .superRefine((v, ctx) => {
    if (v.nueva_contraseña !== v.confirmar_contraseña) {
      ctx.addIssue({ code: 'custom', path: ['confirmar_contraseña'], message: PROFILE_MESSAGES.passwordMismatch });
    }
    if (v.nueva_contraseña && v.nueva_contraseña === v.password_actual) {
      ctx.addIssue({ code: 'custom', path: ['nueva_contraseña'], message: PROFILE_MESSAGES.sameAsCurrent });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The answer of `POST /api/user/change-password`: the Spanish confirmation. */
export const passwordChangedSchema = z.object({ message: outText() });
