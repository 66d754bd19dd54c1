import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  COMMENT_DELETE_CONFIRM,
  COMMENT_MAX_LENGTH,
  COMMENT_REQUIRED_MESSAGE,
  type Comment,
  type Topic,
} from '@intranet/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { useToast } from '../../../components/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAdminComments, useDeleteComment, useUpdateComment } from '../api';
import { CommentItem } from './comment-item';
import { EMOJI_NAMES } from './reaction-bar';

/** The comments of one topic, newest first, with Editar and Eliminar (after the spec's confirmation). */
export function AdminComments({ topic }: { topic: Topic }) {
  const comments = useAdminComments(topic.id);
  const remove = useDeleteComment();
  const notify = useToast();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const items = comments.data?.pages.flat() ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, temaId: topic.id },
      {
        onSuccess: () => notify('Comentario eliminado exitosamente'),
        onError: (e) => notify(errorMessage(e), 'danger'),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0">Comentarios de «{topic.titulo}»</h2>
        <Badge bg={topic.activo ? 'success' : 'secondary'}>{topic.activo ? 'Activo' : 'Inactivo'}</Badge>
      </div>
      {comments.isPending ? (
        <PageSpinner />
      ) : comments.error ? (
        <ErrorAlert error={comments.error} onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-body-secondary mb-0">Este tema aún no tiene comentarios.</p>
      ) : (
        <ul
          className="forum-admin-comments list-unstyled mb-0 pe-1"
          aria-label={`Comentarios de ${topic.titulo}`}
          // Scrolls on wide screens: reachable with the keyboard.
          tabIndex={0}
        >
          {items.map((c) => (
            <CommentItem key={c.id} comment={c}>
              {editingId === c.id ? (
                <EditComment comment={c} onClose={() => setEditingId(null)} />
              ) : (
                <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                  <ReactionSummaryLine comment={c} />
                  <div className="ms-auto d-flex gap-2">
                    <Button variant="outline-primary" size="sm" onClick={() => setEditingId(c.id)}>
                      Editar
                    </Button>
                    <Button
                      variant="outline-danger"
                      size="sm"
                      className="forum-btn-delete"
                      onClick={() => setDeleting(c)}
                    >
                      Eliminar
                    </Button>
                  </div>
                </div>
              )}
            </CommentItem>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <div className="text-center mt-3">
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => void comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
          >
            Cargar más comentarios
          </Button>
        </div>
      )}
      <ConfirmDialog
        show={!!deleting}
        message={COMMENT_DELETE_CONFIRM}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function ReactionSummaryLine({ comment }: { comment: Comment }) {
  const used = Object.entries(comment.reacciones).filter(([, n]) => n > 0);
  if (!used.length) return <small className="text-body-secondary">Sin reacciones</small>;
  return (
    <small className="text-body-secondary">
      {used.map(([emoji, n]) => (
        <span key={emoji} className="me-2" title={EMOJI_NAMES[emoji as keyof typeof EMOJI_NAMES]}>
          {emoji} {n}
        </span>
      ))}
    </small>
  );
}

function EditComment({ comment, onClose }: { comment: Comment; onClose: () => void }) {
  const [text, setText] = useState(comment.comentario);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateComment();
  const notify = useToast();
  const save = () => {
    if (!text.trim()) {
      setError(COMMENT_REQUIRED_MESSAGE);
      return;
    }
    update.mutate(
      { id: comment.id, comentario: text },
      {
        onSuccess: () => {
          notify('Comentario actualizado exitosamente');
          onClose();
        },
        onError: (e) => setError(e instanceof ApiError ? (e.fields.comentario ?? e.message) : errorMessage(e)),
      },
    );
  };
  return (
    <Form
      className="mt-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Form.Label htmlFor={`edit-comment-${comment.id}`} className="visually-hidden">
        Editar comentario
      </Form.Label>
      <Form.Control
        as="textarea"
        id={`edit-comment-${comment.id}`}
        rows={3}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        isInvalid={!!error}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <Form.Control.Feedback type="invalid" role="alert">
        {error}
      </Form.Control.Feedback>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" disabled={!text.trim() || update.isPending}>
          {update.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Guardar
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onClose} disabled={update.isPending}>
          Cancelar
        </Button>
      </div>
    </Form>
  );
}
