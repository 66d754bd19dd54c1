// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { AREAS, ROLES } from './constants.js';
import { outText } from './validation.js';

/**
 * The answer schemas of the users feature (`/api/users…`, `/api/trabajadores…`, `/api/datos/dispositivos`). A
 * module of its own: the first page imports users.ts for its texts and constants, and a schema there would put zod
 * in the first load. The TypeScript types are their `z.infer` (re-exported by users.ts).
 */

/** What `GET /api/trabajadores/all` returns per active user: public fields only. */
export const workerSchema = z.object({
  id: z.number().int(),
  username: outText(),
  /** Full name: what every screen shows for a person. */
  nombre: outText(),
  puesto: outText().nullable(),
  correo: outText().nullable(),
  imagen_perfil: outText().nullable(),
  area: z.enum(AREAS).nullable(),
  /** Branch id (see BRANCHES). */
  sucursal: z.number().int().nullable(),
});
export type Worker = z.infer<typeof workerSchema>;

/** Answer of `GET /api/trabajadores`: one page of the directory and how many matched. */
export const workersPageSchema = z.object({
  items: z.array(workerSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
});
export type WorkersPage = z.infer<typeof workersPageSchema>;

/** A user as the admin screens see it. Never a password or its hash. */
export const userSchema = z.object({
  ...workerSchema.shape,
  rut: outText().nullable(),
  jefatura_id: z.number().int().nullable(),
  anexo: outText().nullable(),
  /** The person lets colleagues see their phone (admins always do). */
  telefono_visible: z.boolean(),
  /** A technical account (the bootstrap admin by default): not a person, never in the directory. */
  cuenta_servicio: z.boolean(),
  telefono: outText().nullable(),
  razon_social: outText().nullable(),
  fecha_nacimiento: outText().nullable(),
  dispositivo: outText().nullable(),
  role: z.enum(ROLES),
  activo: z.boolean(),
  must_change_password: z.boolean(),
  created_at: outText(),
  updated_at: outText(),
});
export type User = z.infer<typeof userSchema>;

/** The device map: RUT → the device assigned to that person (free text). */
export const deviceMapSchema = z.record(outText(), outText());
export type DeviceMap = z.infer<typeof deviceMapSchema>;

/** A valid CSV row as the dry run shows it (already normalized). */
export const importPreviewRowSchema = z.object({
  fila: z.number().int(),
  rut: outText(),
  username: outText(),
  nombre: outText(),
  correo: outText(),
  puesto: outText().nullable(),
  telefono: outText().nullable(),
  razon_social: outText().nullable(),
  fecha_nacimiento: outText().nullable(),
  dispositivo: outText().nullable(),
  area: z.enum(AREAS).nullable(),
  sucursal: z.number().int().nullable(),
  /** RUT of the manager (canonical), or null. */
  jefatura: outText().nullable(),
  anexo: outText().nullable(),
});
export type ImportRow = z.infer<typeof importPreviewRowSchema>;

/** Answer of a dry run without errors. (With errors the call answers 400 with one `fields` entry per row.) */
export const importPreviewSchema = z.object({ total: z.number().int(), filas: z.array(importPreviewRowSchema) });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** One new account and its temporary password: shown once, never stored in clear. */
export const importCredentialSchema = z.object({
  rut: outText(),
  username: outText(),
  correo: outText(),
  password_temporal: outText(),
});
export type ImportCredential = z.infer<typeof importCredentialSchema>;

/** Answer of an import: how many accounts were created and their temporary passwords. */
export const importResultSchema = z.object({
  creados: z.number().int(),
  credenciales: z.array(importCredentialSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
