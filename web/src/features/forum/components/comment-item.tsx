import type { ReactNode } from 'react';
import type { Comment } from '@intranet/contract';
import { formatDateTime } from '../../../lib/format';
import { AuthorAvatar } from './author-avatar';

/** One comment: author, date and the text as plain text (React escapes it; line breaks kept). */
export function CommentItem({ comment, children }: { comment: Comment; children?: ReactNode }) {
  return (
    <li className="forum-comment d-flex gap-2 py-3" data-comment-id={comment.id}>
      <AuthorAvatar username={comment.username} />
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-baseline column-gap-2">
          <span className="fw-semibold">{comment.username}</span>
          <small className="text-body-secondary">
            <time dateTime={comment.fecha}>{formatDateTime(comment.fecha)}</time>
            {comment.fecha_edicion && ' · editado'}
          </small>
        </div>
        <p className="forum-comment-text mb-0">{comment.comentario}</p>
        {children}
      </div>
    </li>
  );
}
