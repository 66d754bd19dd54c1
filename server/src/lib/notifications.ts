import type { NotificationType, SessionUser } from '@intranet/contract';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';

/** One derived notification, before its read mark is looked up. */
export interface NotificationDraft {
  clave: string;
  tipo: NotificationType;
  texto: string;
  url: string;
  fecha: string;
}

/**
 * Where notifications come from: each feature that has something to tell a person exports one of these,
 * and the composition (app.ts) hands them to the notifications feature, so no feature imports another.
 */
export type NotificationSource = (deps: { db: Db; clock: Clock }, user: SessionUser) => Promise<NotificationDraft[]>;
