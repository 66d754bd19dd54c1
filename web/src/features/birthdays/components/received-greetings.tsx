import { useEffect } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { GREETING_MESSAGES } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { paths } from '../../../config/paths';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { formatDateTime } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useMarkGreetingsRead, useReceivedGreetings } from '../api';

/**
 * 'Saludos recibidos' on /mi-perfil: the greetings colleagues sent, visible only here, to
 * their recipient. Opening the card marks them as seen; the new ones keep a 'Nuevo' mark until the
 * next visit.
 */
export function ReceivedGreetings() {
  const greetings = useReceivedGreetings();
  const markRead = useMarkGreetingsRead();
  const unread = greetings.data?.no_leidos ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);

  return (
    <Card className="shadow-sm" id="saludos">
      <Card.Body>
        <h2 className="h5 mb-3">
          <i className="bi bi-envelope-heart me-2" aria-hidden="true" />
          Saludos recibidos
        </h2>
        {greetings.isPending ? (
          <p className="text-body-secondary mb-0">Cargando...</p>
        ) : greetings.isError ? (
          <ErrorAlert error={greetings.error} onRetry={() => void greetings.refetch()} />
        ) : greetings.data.items.length === 0 ? (
          <p className="text-body-secondary mb-0">{GREETING_MESSAGES.none}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-3">
            {greetings.data.items.map((g) => (
              <li key={g.id} className="d-flex gap-2 align-items-start">
                <ImageWithFallback
                  src={storedImageUrl(g.de.imagen_perfil, true)}
                  fallbackSrc={PLACEHOLDER_AVATAR}
                  alt=""
                  width={40}
                  height={40}
                  className="rounded-circle object-fit-cover flex-shrink-0"
                />
                <div>
                  <Link to={paths.person.getHref(g.de.id)} className="fw-semibold">
                    {g.de.nombre}
                  </Link>{' '}
                  <span className="small text-body-secondary">{formatDateTime(g.enviado)}</span>{' '}
                  {!g.leido && (
                    <Badge bg="warning" text="dark">
                      Nuevo
                    </Badge>
                  )}
                  <p className="mb-0 text-break">{g.mensaje}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
