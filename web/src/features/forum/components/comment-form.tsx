import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { COMMENT_MAX_LENGTH, COMMENT_REQUIRED_MESSAGE } from '@intranet/contract';
import { queueComment, releaseComment, sendPending, takeBack, useOutbox } from '../outbox';

interface CommentFormProps {
  temaId: number;
  /** A reply: the comment answered and its author's name. */
  replyTo?: { id: number; nombre: string };
  /** Closes a reply form ('Cancelar', or after sending). */
  onClose?: () => void;
}

/**
 * The comment form: 'Enviar' is disabled while blank. The comment is kept on the device before it is sent:
 * without network it waits in the list as 'Pendiente de envío' and goes out when the connection
 * returns; a refusal by the server puts the text back here with the server's message. A kept comment refused
 * later (a reply whose comment was deleted meanwhile, too) comes back to the topic's main form.
 */
export function CommentForm({ temaId, replyTo, onClose }: CommentFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const outbox = useOutbox();
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';
  const idBase = `forum-comment-${temaId}${replyTo ? `-${replyTo.id}` : ''}`;

  useEffect(() => {
    if (replyTo) box.current?.focus();
  }, [replyTo]);

  // A kept comment the server refused comes back to an empty main editor, with the reason.
  const refused = replyTo ? undefined : outbox.entries.find((e) => e.tema_id === temaId && e.rechazo);
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
    let clave: string | undefined;
    try {
      const entry = await queueComment(temaId, text, replyTo?.id ?? null);
      clave = entry.clave_envio;
      const result = await sendPending(entry);
      if (result.kind === 'refused') {
        // A refused comment is logged as 'Error al agregar el comentario'; the person also sees why, with the
        // text kept.
        console.error('Error al agregar el comentario', result.message);
        await takeBack(entry.clave_envio);
        setError(result.message);
      } else {
        // Sent, or kept as 'Pendiente de envío' until the connection returns.
        setText('');
        onClose?.();
      }
    } finally {
      if (clave) releaseComment(clave);
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Ctrl/⌘ + Enter sends, like most chat boxes (a keyboard's shortcut: not announced on touch screens).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
    if (event.key === 'Escape' && onClose) onClose();
  };

  return (
    <Form onSubmit={onSubmit} noValidate className={replyTo ? 'forum-reply-form mt-2' : 'mt-3'}>
      <Form.Label htmlFor={idBase} className="fw-semibold">
        {replyTo ? `Su respuesta a ${replyTo.nombre}` : 'Su comentario'}
      </Form.Label>
      <Form.Control
        as="textarea"
        id={idBase}
        ref={box}
        rows={replyTo ? 2 : 3}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={replyTo ? 'Escriba su respuesta...' : 'Escriba un comentario...'}
        isInvalid={!!error}
        aria-describedby={`${idBase}-help`}
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
      <div className="d-flex justify-content-between align-items-center gap-2 mt-2">
        <Form.Text id={`${idBase}-help`} className="text-body-secondary">
          {text.length}/{COMMENT_MAX_LENGTH}
          <span className="forum-key-hint"> · Ctrl + Enter para enviar</span>
        </Form.Text>
        <div className="d-flex gap-2">
          {onClose && (
            <Button variant="outline-secondary" onClick={onClose} disabled={sending}>
              Cancelar
            </Button>
          )}
          <Button type="submit" disabled={blank || sending}>
            {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {replyTo ? 'Enviar respuesta' : 'Enviar'}
          </Button>
        </div>
      </div>
    </Form>
  );
}
