import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COMMENT_MAX_LENGTH, COMMENT_REQUIRED_MESSAGE } from '@intranet/contract';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateComment } from '../api';

/** The comment form: 'Enviar' is disabled while blank; the text stays when sending fails. */
export function CommentForm({ temaId }: { temaId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateComment();
  const blank = text.trim() === '';

  const submit = () => {
    if (blank) {
      setError(COMMENT_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    create.mutate(
      { tema_id: temaId, comentario: text },
      {
        onSuccess: () => setText(''),
        onError: (e) => {
          // Spec §8 logs 'Error al agregar el comentario'; the person also sees why.
          console.error('Error al agregar el comentario', e);
          setError(e instanceof ApiError ? (e.fields.comentario ?? e.message) : errorMessage(e));
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Ctrl/⌘ + Enter sends, like most chat boxes.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate className="mt-3">
      <Form.Label htmlFor={`forum-comment-${temaId}`} className="fw-semibold">
        Tu comentario
      </Form.Label>
      <Form.Control
        as="textarea"
        id={`forum-comment-${temaId}`}
        rows={3}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Escribe un comentario..."
        isInvalid={!!error}
        aria-describedby={`forum-comment-help-${temaId}`}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {error && (
        <Alert variant="danger" className="py-2 mt-2 mb-0" role="alert">
          {error}
        </Alert>
      )}
      <div className="d-flex justify-content-between align-items-center mt-2">
        <Form.Text id={`forum-comment-help-${temaId}`} className="text-body-secondary">
          {text.length}/{COMMENT_MAX_LENGTH} · Ctrl + Enter para enviar
        </Form.Text>
        <Button type="submit" disabled={blank || create.isPending}>
          {create.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Enviar
        </Button>
      </div>
    </Form>
  );
}
