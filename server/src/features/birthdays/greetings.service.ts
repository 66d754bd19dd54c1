import {
  GREETING_LIMITS,
  GREETING_MESSAGES,
  type GreetingInput,
  type ReceivedGreetings,
  type SessionUser,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, toBool } from '../../db/sql.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { todayInSantiago } from '../../lib/time.js';
import { badRequest, tooManyRequests } from '../../plugins/errors.js';
import { greetingsRepository } from './birthdays.repository.js';

/** How many greetings `GET /api/saludos` returns. */
const RECEIVED_MAX = 50;

const tooMany = (message: string) => tooManyRequests(message);

/**
 * 'Saludar': a colleague sends a short greeting that only the recipient sees. Limits, per
 * Santiago calendar day: one greeting per sender and recipient (a unique constraint, so two racing
 * requests cannot both pass) and GREETING_LIMITS.perSenderPerDay per sender. The recipient must be an
 * active person (not a service account) other than the sender.
 */
export async function sendGreeting(db: Db, clock: Clock, caller: SessionUser, input: GreetingInput) {
  if (input.para_id === caller.id) throw badRequest(GREETING_MESSAGES.self, { para_id: GREETING_MESSAGES.self });
  const recipient = await greetingsRepository.findRecipient(db, input.para_id);
  if (!recipient || !toBool(recipient.activo) || toBool(recipient.cuenta_servicio)) {
    throw badRequest(GREETING_MESSAGES.recipient, { para_id: GREETING_MESSAGES.recipient });
  }
  const now = isoAt(clock);
  const day = todayInSantiago(new Date(clock.now()));
  if ((await greetingsRepository.countSentOn(db, caller.id, day)) >= GREETING_LIMITS.perSenderPerDay) {
    throw tooMany(GREETING_MESSAGES.tooMany);
  }
  try {
    const id = await greetingsRepository.insert(db, {
      de_id: caller.id,
      para_id: input.para_id,
      mensaje: input.mensaje,
      dia: day,
      enviado: now,
      leido: null,
    });
    return { id, para_id: input.para_id, mensaje: input.mensaje, enviado: now };
  } catch (err) {
    if (isUniqueViolation(err)) throw tooMany(GREETING_MESSAGES.again);
    throw err;
  }
}

/** The caller's own greetings, newest first, and how many they have not seen yet. */
export async function receivedGreetings(db: Db, caller: SessionUser): Promise<ReceivedGreetings> {
  const [rows, unread] = await Promise.all([
    greetingsRepository.received(db, caller.id, RECEIVED_MAX),
    greetingsRepository.countUnread(db, caller.id),
  ]);
  return {
    no_leidos: unread,
    items: rows.map((r) => ({
      id: r.id,
      de: { id: r.de_id, nombre: r.de_nombre, imagen_perfil: r.de_imagen },
      mensaje: r.mensaje,
      enviado: r.enviado,
      leido: r.leido !== null,
    })),
  };
}

/** Marks every greeting of the caller as seen. */
export async function markGreetingsRead(db: Db, clock: Clock, caller: SessionUser): Promise<void> {
  await greetingsRepository.markRead(db, caller.id, isoAt(clock));
}
