import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Comment } from '@intranet/contract';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { AuthorAvatar } from './author-avatar';

/** One comment: author, date and the text as plain text (React escapes it; line breaks kept). */
export function CommentItem({
  comment,
  children,
  after,
}: {
  comment: Comment;
  children?: ReactNode;
  /** Below the comment, in its column: the replies and the reply form on the forum page. */
  after?: ReactNode;
}) {
  return (
    <li className="forum-comment d-flex gap-2 py-3" data-comment-id={comment.id}>
      <AuthorAvatar nombre={comment.nombre} photo={comment.imagen_perfil} />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-baseline column-gap-2">
          {comment.user_id ? (
            <Link className="fw-semibold forum-author" to={paths.person.getHref(comment.user_id)}>
              {comment.nombre}
            </Link>
          ) : (
            <span className="fw-semibold forum-author">{comment.nombre}</span>
          )}
          <small className="text-body-secondary">
            <time dateTime={comment.fecha}>{formatDateTime(comment.fecha)}</time>
            {comment.fecha_edicion && ' · editado'}
          </small>
        </div>
        {comment.respuesta_a_nombre && (
          <small className="forum-quote d-block text-body-secondary">
            <i className="bi bi-reply me-1" aria-hidden="true" />
            En respuesta a {comment.respuesta_a_nombre}
          </small>
        )}
        <p className="forum-comment-text mb-0">{comment.comentario}</p>
        {children}
        {after}
      </div>
    </li>
  );
}
