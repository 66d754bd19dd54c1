import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useReceivedGreetings } from '../api';

/** Under the birthdays: 'Tiene N saludos nuevos', linking to where they are read (/mi-perfil). */
export function GreetingsNotice() {
  const greetings = useReceivedGreetings();
  const unread = greetings.data?.no_leidos ?? 0;
  if (!unread) return null;
  return (
    <p className="mt-3 mb-0 greetings-notice" role="status">
      <i className="bi bi-envelope-heart me-2 text-accent" aria-hidden="true" />
      {unread === 1 ? 'Tiene 1 saludo nuevo.' : `Tiene ${unread} saludos nuevos.`}{' '}
      <Link to={`${paths.myProfile.getHref()}#saludos`}>Ver saludos</Link>
    </p>
  );
}
