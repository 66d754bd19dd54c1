import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { formatDateTime } from '../../../lib/format';
import { takeBack, useOutbox, type PendingComment } from '../outbox';
import { AuthorAvatar } from './author-avatar';

/** The user's comments of this topic kept on the device and not yet accepted: 'Pendiente de envío'. */
export function PendingComments({ entries }: { entries: PendingComment[] }) {
  const { sending } = useOutbox();
  // Only the author sees their kept comments.
  const name = 'Usted';
  return (
    <>
      {[...entries].reverse().map((e) => (
        <li key={e.clave_envio} className="forum-comment forum-comment-pending d-flex gap-2 py-3">
          <AuthorAvatar nombre={name} photo={null} />
          <div className="flex-grow-1 min-w-0">
            <div className="d-flex flex-wrap align-items-baseline column-gap-2">
              <span className="fw-semibold forum-author">{name}</span>
              <small className="text-body-secondary">
                <time dateTime={e.escrito}>{formatDateTime(e.escrito)}</time>
              </small>
              <Badge bg="warning" text="dark" className="forum-pending-badge">
                <i className="bi bi-clock me-1" aria-hidden="true" />
                {sending.has(e.clave_envio) ? 'Enviando…' : 'Pendiente de envío'}
              </Badge>
            </div>
            <p className="forum-comment-text mb-0">{e.comentario}</p>
          </div>
        </li>
      ))}
    </>
  );
}

/**
 * Refused comments of topics no longer shown (closed meanwhile): the text stays readable here until the
 * user discards it, never silently lost.
 */
export function OrphanRefusedComments({ topicIds }: { topicIds: number[] }) {
  const { entries } = useOutbox();
  const orphans = entries.filter((e) => e.rechazo && !topicIds.includes(e.tema_id));
  if (orphans.length === 0) return null;
  return (
    <div className="alert alert-warning" role="alert">
      <p className="fw-semibold mb-2">Estos comentarios no se pudieron enviar:</p>
      <ul className="list-unstyled mb-0">
        {orphans.map((e) => (
          <li key={e.clave_envio} className="mb-2">
            <p className="forum-comment-text mb-1">{e.comentario}</p>
            <small className="d-block mb-1">{e.rechazo}</small>
            <Button size="sm" variant="outline-dark" onClick={() => void takeBack(e.clave_envio)}>
              Descartar
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
