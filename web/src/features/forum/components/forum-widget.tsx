import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import type { Topic } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { forumKeys, useComments, useTopics } from '../api';
import { useForumEvents } from '../live';
import { storedImageUrl } from '../../../lib/stored-image';
import { CommentForm } from './comment-form';
import { CommentReactions, LoadMoreComments } from './comment-list-parts';
import { CommentItem } from './comment-item';
import { OrphanRefusedComments, PendingComments } from './pending-comments';
import { onCommentSent, useOutbox } from '../outbox';
import { addComment } from '../cache';
import '../forum.css';

/** For offline/data.ts: sends the kept comments when the connection returns. */
export { flushOutbox } from '../outbox';

/**
 * 'Foro de Discusión' on the home page: topic selector (the first topic chosen on load),
 * description with image, comments scrolling inside 400 px with reactions, and the comment form.
 * Everything stays live through the forum's event stream.
 */
export function ForumWidget() {
  useForumEvents();
  // A kept comment the server accepted (from this form or sent later) joins the list at once.
  const qc = useQueryClient();
  useEffect(
    () =>
      onCommentSent((comment) => {
        addComment(qc, comment);
        void qc.invalidateQueries({ queryKey: forumKeys.topics });
      }),
    [qc],
  );
  const topics = useTopics();
  // A search result opens /Home?tema=<id>#foro: that topic is chosen and the forum scrolled into view.
  const [params] = useSearchParams();
  const linkedId = Number(params.get('tema')) || null;
  const [chosenId, setChosenId] = useState<number | null>(linkedId);
  const sectionRef = useRef<HTMLElement>(null);
  const list = useMemo(() => topics.data ?? [], [topics.data]);
  // The first topic is chosen on load and stays chosen when new topics arrive; if the chosen one is
  // deactivated meanwhile, the first one is chosen again.
  useEffect(() => {
    if (list.length && !list.some((t) => t.id === chosenId)) setChosenId(list[0]!.id);
  }, [list, chosenId]);
  const topic = list.find((t) => t.id === chosenId) ?? list[0];
  const linkedShown = linkedId !== null && topic?.id === linkedId;
  useEffect(() => {
    if (linkedShown) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [linkedShown]);

  return (
    <section id="foro" ref={sectionRef} className="forum-widget py-5" aria-labelledby="forum-title">
      <Container>
        <div className="d-flex flex-wrap align-items-baseline justify-content-between column-gap-3 mb-4">
          <h2 id="forum-title" className="mb-0">
            <i className="bi bi-chat-square-text me-2 text-accent" aria-hidden="true" />
            Foro de Discusión
          </h2>
          <Link to={paths.forum.path} className="fw-semibold">
            Ver todos los temas
            <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
          </Link>
        </div>
        <Card className="shadow-sm border-0">
          <Card.Body>
            {topics.isPending ? (
              <PageSpinner />
            ) : topics.error ? (
              <ErrorAlert error={topics.error} onRetry={() => void topics.refetch()} />
            ) : !topic ? (
              <p className="text-body-secondary mb-0">No hay temas de conversación disponibles.</p>
            ) : (
              <>
                <OrphanRefusedComments topicIds={list.map((t) => t.id)} />
                <Form.Group className="mb-3" controlId="forum-topic">
                  <Form.Label className="fw-semibold">Tema</Form.Label>
                  <Form.Select value={topic.id} onChange={(e) => setChosenId(Number(e.target.value))}>
                    {list.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.titulo}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <TopicHeader topic={topic} />
                <TopicComments key={topic.id} temaId={topic.id} />
                <CommentForm key={`form-${topic.id}`} temaId={topic.id} />
              </>
            )}
          </Card.Body>
        </Card>
      </Container>
    </section>
  );
}

function TopicHeader({ topic }: { topic: Topic }) {
  return (
    <div className="d-flex gap-3 align-items-start mb-3">
      {topic.imagen && (
        <ImageWithFallback
          src={storedImageUrl(topic.imagen, true)}
          alt={`Imagen del tema ${topic.titulo}`}
          width={160}
          height={84}
          className="forum-topic-image rounded"
        />
      )}
      <div className="min-w-0">
        <h3 className="h5 mb-1">{topic.titulo}</h3>
        {topic.descripcion && <p className="mb-1 forum-comment-text">{topic.descripcion}</p>}
        <small className="text-body-secondary">
          {topic.autor_nombre && <>Creado por {topic.autor_nombre} · </>}
          {topic.total_comentarios} {topic.total_comentarios === 1 ? 'comentario' : 'comentarios'} ·{' '}
          <Link to={paths.forumTopic.getHref(topic.id)}>Abrir el tema para responder</Link>
        </small>
      </div>
    </div>
  );
}

function TopicComments({ temaId }: { temaId: number }) {
  const comments = useComments(temaId);
  const items = comments.data?.pages.flat() ?? [];
  const outbox = useOutbox();
  const pending = outbox.entries.filter((e) => e.tema_id === temaId && !e.rechazo);
  // A failed load is logged; the person also sees it with a retry button.
  useEffect(() => {
    if (comments.error) console.error('Error al obtener los comentarios', comments.error);
  }, [comments.error]);

  if (comments.isPending) return <PageSpinner />;
  if (comments.error) {
    return (
      <>
        {pending.length > 0 && (
          <ul className="list-unstyled mb-2" aria-live="polite">
            <PendingComments entries={pending} />
          </ul>
        )}
        <ErrorAlert error={comments.error} onRetry={() => void comments.refetch()} />
      </>
    );
  }
  return (
    <div
      className="forum-comments border rounded px-3 bg-body-tertiary"
      // A scrollable region must be reachable with the keyboard.
      tabIndex={0}
      role="region"
      aria-label="Comentarios"
    >
      {items.length === 0 && pending.length === 0 ? (
        <p className="text-body-secondary py-3 mb-0">Aún no hay comentarios. Sea el primero en comentar.</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-live="polite">
          <PendingComments entries={pending} />
          {items.map((c) => (
            <CommentItem key={c.id} comment={c}>
              <CommentReactions comment={c} />
            </CommentItem>
          ))}
        </ul>
      )}
      <LoadMoreComments comments={comments} />
    </div>
  );
}
