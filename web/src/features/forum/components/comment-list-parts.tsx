import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Comment } from '@intranet/contract';
import { useToggleReaction } from '../api';
import { ReactionBar } from './reaction-bar';

/** A comment's reaction bar, wired to the toggle (the home widget and /foro/{id} alike). */
export function CommentReactions({ comment }: { comment: Comment }) {
  const react = useToggleReaction();
  return (
    <ReactionBar
      reacciones={comment.reacciones}
      mine={comment.mine}
      onReact={(emoji) =>
        react.mutate(
          { comentarioId: comment.id, emoji },
          // A failed reaction is only logged: the person sees no message.
          { onError: (e) => console.error('Error al enviar o eliminar reacción', e) },
        )
      }
    />
  );
}

/** 'Cargar más comentarios' under a comment list while older pages remain. */
export function LoadMoreComments({
  comments,
  className = 'pb-3',
}: {
  comments: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  className?: string;
}) {
  if (!comments.hasNextPage) return null;
  return (
    <div className={`text-center ${className}`}>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => void comments.fetchNextPage()}
        disabled={comments.isFetchingNextPage}
      >
        {comments.isFetchingNextPage && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Cargar más comentarios
      </Button>
    </div>
  );
}
