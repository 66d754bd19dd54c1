import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COMMENT_MAX_LENGTH, COMMENT_REQUIRED_MESSAGE } from '@intranet/contract';
import { queueComment, sendPending, takeBack, useOutbox } from '../outbox';

/**
 * The comment form: 'Enviar' is disabled while blank. The comment is kept on the device before it is sent
 * (issue 13): without network it waits in the list as 'Pendiente de envío' and goes out when the connection
 * returns; a refusal by the server puts the text back here with the server's message.
 */
export function CommentForm({ temaId }: { temaId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const outbox = useOutbox();
  const blank = text.trim() === '';

  // A kept comment the server refused comes back to an empty editor, with the reason.
  const refused = outbox.entries.find((e) => e.tema_id === temaId && e.rechazo);
  useEffect(() => {
    if (!refused || text !== '' || sending) return;
    void takeBack(refused.clave_envio).then((entry) => {
      if (!entry) return;
      setText(entry.comentario);
      setError(entry.rechazo ?? null);
    });
  }, [refused, text, sending]);

  const submit = async () => {
    if (blank) {
      setError(COMMENT_REQUIRED_MESSAGE);
      return;
    }
    if (sending) return;
    setError(null);
    setSending(true);
    try {
      const entry = await queueComment(temaId, text);
      const result = await sendPending(entry);
      if (result.kind === 'refused') {
        // Spec §8 logs 'Error al agregar el comentario'; the person also sees why, with the text kept.
        console.error('Error al agregar el comentario', result.message);
        await takeBack(entry.clave_envio);
        setError(result.message);
      } else {
        // Sent, or kept as 'Pendiente de envío' until the connection returns.
        setText('');
      }
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Ctrl/⌘ + Enter sends, like most chat boxes.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
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
        <Button type="submit" disabled={blank || sending}>
          {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Enviar
        </Button>
      </div>
    </Form>
  );
}
