// No zod here: the login form imports these with the first page load.

/** Failures from one address after which the login warns how many tries remain. */
export const LOGIN_WARN_AFTER_FAILURES = 3;

/** The login lockout with the time it ends, in Chile's time: '… Intente nuevamente a las 15:42.'. */
export function loginThrottledUntilMessage(until: Date): string {
  const time = new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(until);
  return `Demasiados intentos fallidos. Intente nuevamente a las ${time}.`;
}

/** The warning added under the failed-login message while tries remain. */
export function loginTriesLeftMessage(left: number): string {
  if (left <= 0) return 'El acceso desde este equipo quedó bloqueado por 15 minutos.';
  return left === 1
    ? 'Le queda 1 intento; después el acceso se bloqueará por 15 minutos.'
    : `Le quedan ${left} intentos; después el acceso se bloqueará por 15 minutos.`;
}
