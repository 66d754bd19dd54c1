/**
 * How strong a new password must be, shared by the server (every place a password is set)
 * and the web forms (live, while typing). A separate entry point, `@intranet/contract/password-strength`: the
 * dictionaries weigh about a megabyte, so the web loads this module only when a password form opens and the
 * server never pulls it into the common contract.
 *
 * The rules: at least PASSWORD_MIN_LENGTH characters (ADMIN_PASSWORD_MIN_LENGTH for administrators); not made of
 * the person's own data (username, RUT, name, e-mail); and hard enough to guess for zxcvbn-ts with its common
 * password list and Spanish dictionaries (score ≥ PASSWORD_MIN_SCORE: about 10^8 guesses or more).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as spanishDictionary } from '@zxcvbn-ts/language-es-es';
import type { Role } from './constants.js';
import { foldText } from './text-fold.js';

// The same numbers as PASSWORD_MIN_LENGTH and ADMIN_PASSWORD_MIN_LENGTH of constants.ts (password-strength.test.ts
// holds them equal), written here so this lazy chunk shares no module with the web's first download.
const PASSWORD_MIN_LENGTH = 8;
export const ADMIN_PASSWORD_MIN_LENGTH = 10;
/** zxcvbn score 0..4; 3 = "safely unguessable: moderate protection from an offline slow-hash attack". */
export const PASSWORD_MIN_SCORE = 3;

/** The person the password is for: their own data may not be (part of) the password. */
export interface PasswordOwner {
  role: Role;
  username?: string | null;
  rut?: string | null;
  nombre?: string | null;
  correo?: string | null;
}

export interface PasswordVerdict {
  ok: boolean;
  /** zxcvbn's score, 0 (trivial) to 4 (very hard to guess). */
  score: number;
  /** Why it is refused, in Spanish ('usted'); empty when ok. */
  problems: string[];
  /** How to make it stronger, in Spanish ('usted'). */
  suggestions: string[];
}

export const minPasswordLength = (role: Role): number =>
  role === 'admin' ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;

/** The rule in one sentence, shown under the field before anything is typed. */
export const passwordRule = (role: Role): string =>
  `Use al menos ${minPasswordLength(role)} caracteres, idealmente varias palabras poco comunes. No use su nombre, ` +
  'su usuario, su RUT ni su correo, ni contraseñas conocidas como «12345678» o «password».';

export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
  blank: 'La contraseña no puede ser solo espacios.',
  personal: 'La contraseña no puede contener su nombre, su usuario, su RUT ni su correo.',
  weak: 'La contraseña es demasiado fácil de adivinar.',
} as const;

// zxcvbn's feedback keys in Spanish with 'usted' (the package's own Spanish texts use 'tú').
const translations = {
  warnings: {
    straightRow: 'Las teclas seguidas del teclado son fáciles de adivinar.',
    keyPattern: 'Los patrones cortos del teclado son fáciles de adivinar.',
    simpleRepeat: 'Los caracteres repetidos, como «aaa», son fáciles de adivinar.',
    extendedRepeat: 'Los patrones repetidos, como «abcabcabc», son fáciles de adivinar.',
    sequences: 'Las secuencias, como «abc» o «1234», son fáciles de adivinar.',
    recentYears: 'Los años recientes son fáciles de adivinar.',
    dates: 'Las fechas son fáciles de adivinar.',
    topTen: 'Es una de las contraseñas más usadas.',
    topHundred: 'Es una contraseña usada con mucha frecuencia.',
    common: 'Es una contraseña de uso común.',
    similarToCommon: 'Se parece a una contraseña de uso común.',
    wordByItself: 'Una sola palabra es fácil de adivinar.',
    namesByThemselves: 'Los nombres o apellidos solos son fáciles de adivinar.',
    commonNames: 'Los nombres y apellidos comunes son fáciles de adivinar.',
    userInputs: 'No use datos personales.',
    pwned: 'Esta contraseña apareció en una filtración de datos en Internet.',
  },
  suggestions: {
    l33t: 'Evite reemplazos previsibles, como «@» en lugar de «a».',
    reverseWords: 'Evite palabras comunes escritas al revés.',
    allUppercase: 'Ponga en mayúscula algunas letras, no todas.',
    capitalization: 'Ponga en mayúscula otras letras además de la primera.',
    dates: 'Evite fechas relacionadas con usted.',
    recentYears: 'Evite los años recientes.',
    associatedYears: 'Evite años relacionados con usted.',
    sequences: 'Evite secuencias comunes.',
    repeated: 'Evite palabras y caracteres repetidos.',
    longerKeyboardPattern: 'Evite patrones del teclado.',
    anotherWord: 'Agregue otra palabra poco común.',
    useWords: 'Use varias palabras, pero no frases conocidas.',
    noNeed: 'No necesita símbolos, números ni mayúsculas: basta con varias palabras poco comunes.',
    pwned: 'Si usa esta contraseña en otro lugar, cámbiela también allí.',
  },
  timeEstimation: {
    ltSecond: 'menos de un segundo',
    second: '{base} segundo',
    seconds: '{base} segundos',
    minute: '{base} minuto',
    minutes: '{base} minutos',
    hour: '{base} hora',
    hours: '{base} horas',
    day: '{base} día',
    days: '{base} días',
    month: '{base} mes',
    months: '{base} meses',
    year: '{base} año',
    years: '{base} años',
    centuries: 'siglos',
  },
};

let factory: ZxcvbnFactory | undefined;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...spanishDictionary },
    graphs: adjacencyGraphs,
    translations,
  }));

/** Lower case without accents, so 'Pérez' and 'perez' are the same word. */
const fold = foldText;

/** The pieces of the owner's data a password may not contain (short pieces would refuse too much). */
export function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (w: string | null | undefined, min: number) => {
    const f = fold(w ?? '').trim();
    if (f.length >= min) words.add(f);
  };
  add(owner.username, 3);
  for (const part of (owner.username ?? '').split(/[^\p{L}\p{N}]+/u)) add(part, 4);
  for (const part of (owner.nombre ?? '').split(/[^\p{L}\p{N}]+/u)) add(part, 4);
  const local = (owner.correo ?? '').split('@')[0] ?? '';
  add(local, 3);
  for (const part of local.split(/[^\p{L}\p{N}]+/u)) add(part, 4);
  // The RUT's body without dots (the check digit alone says nothing): 12345678 for 12.345.678-5.
  const rutBody = (owner.rut ?? '').replace(/[^0-9kK-]/g, '').split('-')[0] ?? '';
  add(rutBody, 6);
  return [...words];
}

/** Checks a new password for its owner. Synchronous; the first call builds the dictionaries (≈ 50 ms). */
export function checkPassword(password: string, owner: PasswordOwner): PasswordVerdict {
  const problems: string[] = [];
  const min = minPasswordLength(owner.role);
  if ([...password].length < min) problems.push(PASSWORD_MESSAGES.tooShort(min));
  if (password.length > 0 && password.trim() === '') problems.push(PASSWORD_MESSAGES.blank);
  const folded = fold(password).replace(/[.\s-]/g, '');
  const personal = personalWords(owner);
  if (personal.some((w) => folded.includes(w.replace(/[.\s-]/g, '')))) problems.push(PASSWORD_MESSAGES.personal);
  // zxcvbn looks at the first 256 characters only (longer ones are not weaker).
  const result = estimator().check(password.slice(0, 256), personal);
  if (result.score < PASSWORD_MIN_SCORE) {
    const warning = result.feedback.warning;
    problems.push(warning ? `${PASSWORD_MESSAGES.weak} ${warning}` : PASSWORD_MESSAGES.weak);
  }
  return {
    ok: problems.length === 0,
    score: result.score,
    problems,
    suggestions: problems.length ? result.feedback.suggestions : [],
  };
}
