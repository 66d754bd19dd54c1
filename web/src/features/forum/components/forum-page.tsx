import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import type { Topic } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { formatDateTime, truncate } from '../../../lib/format';
import { forumKeys, useComments, useTopics } from '../api';
import { addComment } from '../cache';
import { storedImageUrl } from '../../../lib/stored-image';
import { useForumEvents } from '../live';
import { onCommentSent, useOutbox } from '../outbox';
import { toThreads } from '../threads';
import { CommentForm } from './comment-form';
import { CommentReactions, LoadMoreComments } from './comment-list-parts';
import { CommentItem } from './comment-item';
import { OrphanRefusedComments, PendingComments } from './pending-comments';
import '../forum.css';

/** The forum's live updates, and each comment the server accepted (from a form or the outbox) joining the lists. */
function useLiveForum() {
  useForumEvents();
  const qc = useQueryClient();
  useEffect(
    () =>
      onCommentSent((comment) => {
        addComment(qc, comment);
        void qc.invalidateQueries({ queryKey: forumKeys.topics });
      }),
    [qc],
  );
}

const countLabel = (n: number) => `${n} ${n === 1 ? 'comentario' : 'comentarios'}`;

/** /foro: every active topic, most recent activity first, with its comments and last activity. */
export function ForumTopicsPage() {
  useLiveForum();
  const topics = useTopics();
  const list = useMemo(
    () => [...(topics.data ?? [])].sort((a, b) => b.ultima_actividad.localeCompare(a.ultima_actividad) || b.id - a.id),
    [topics.data],
  );
  return (
    <Container className="forum-page py-4 py-lg-5" style={{ maxWidth: 960 }}>
      <title>{`Foro | ${site.appName}`}</title>
      <h1 className="h2 mb-2">Foro de Discusión</h1>
      <p className="text-body-secondary mb-4">
        Elija un tema para leer la conversación, comentar y responder a sus compañeros.
      </p>
      {topics.isPending ? (
        <PageSpinner />
      ) : topics.error ? (
        <ErrorAlert error={topics.error} onRetry={() => void topics.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-body-secondary">No hay temas de conversación disponibles.</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3 mb-0" aria-label="Temas del foro">
          {list.map((t) => (
            <li key={t.id}>
              <TopicCard topic={t} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

function TopicCard({ topic }: { topic: Topic }) {
  return (
    <Card className="forum-topic-card border-0 shadow-sm">
      <Card.Body className="d-flex gap-3 align-items-start">
        {topic.imagen && (
          <ImageWithFallback
            src={storedImageUrl(topic.imagen, true)}
            alt=""
            width={160}
            height={84}
            className="forum-topic-image rounded d-none d-sm-block"
          />
        )}
        <div className="min-w-0 flex-grow-1">
          <h2 className="h5 mb-1">
            <Link to={paths.forumTopic.getHref(topic.id)} className="stretched-link text-decoration-none">
              {topic.titulo}
            </Link>
          </h2>
          {topic.descripcion && <p className="mb-2 text-body-secondary">{truncate(topic.descripcion, 160)}</p>}
          <small className="text-body-secondary d-flex flex-wrap column-gap-3">
            <span>
              <i className="bi bi-chat-left-text me-1" aria-hidden="true" />
              {countLabel(topic.total_comentarios)}
            </span>
            <span>
              <i className="bi bi-clock me-1" aria-hidden="true" />
              Última actividad: <time dateTime={topic.ultima_actividad}>{formatDateTime(topic.ultima_actividad)}</time>
            </span>
          </small>
        </div>
      </Card.Body>
    </Card>
  );
}

/** /foro/{id}: one topic, its comments as threads (one level of replies), reactions, live. */
export function ForumTopicPage({ id }: { id: number | null }) {
  useLiveForum();
  const topics = useTopics();
  const topic = topics.data?.find((t) => t.id === id);
  if (topics.isPending) return <PageSpinner />;
  if (topics.error) {
    return (
      <Container className="py-4">
        <ErrorAlert error={topics.error} onRetry={() => void topics.refetch()} />
      </Container>
    );
  }
  if (!topic) {
    return (
      <Container>
        <NotFoundPage
          title="Tema no encontrado"
          detail="El tema no existe o ya no está disponible."
          back={{ to: paths.forum.path, label: 'Ver todos los temas' }}
        />
      </Container>
    );
  }
  return (
    <Container className="forum-page py-4 py-lg-5" style={{ maxWidth: 960 }}>
      <title>{`${topic.titulo} | Foro | ${site.appName}`}</title>
      <Link to={paths.forum.path} className="d-inline-block mb-3">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Todos los temas
      </Link>
      <div className="d-flex gap-3 align-items-start mb-3">
        {topic.imagen && (
          <ImageWithFallback
            src={storedImageUrl(topic.imagen, true)}
            alt={`Imagen del tema ${topic.titulo}`}
            width={240}
            height={126}
            className="forum-topic-image rounded"
          />
        )}
        <div className="min-w-0">
          <h1 className="h3 mb-1">{topic.titulo}</h1>
          {topic.descripcion && <p className="mb-1 forum-comment-text">{topic.descripcion}</p>}
          <small className="text-body-secondary">
            {topic.autor_nombre && <>Creado por {topic.autor_nombre} · </>}
            {countLabel(topic.total_comentarios)}
          </small>
        </div>
      </div>
      <OrphanRefusedComments topicIds={(topics.data ?? []).map((t) => t.id)} />
      <CommentForm key={`form-${topic.id}`} temaId={topic.id} />
      <TopicThreads key={topic.id} temaId={topic.id} />
    </Container>
  );
}

function TopicThreads({ temaId }: { temaId: number }) {
  const comments = useComments(temaId);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const threads = useMemo(() => toThreads(comments.data?.pages.flat() ?? []), [comments.data]);
  const outbox = useOutbox();
  const pending = outbox.entries.filter((e) => e.tema_id === temaId && !e.rechazo);
  const pendingTop = pending.filter((e) => !e.respuesta_a || !threads.some((t) => t.comment.id === e.respuesta_a));
  useEffect(() => {
    if (comments.error) console.error('Error al obtener los comentarios', comments.error);
  }, [comments.error]);

  if (comments.isPending) return <PageSpinner />;
  if (comments.error) return <ErrorAlert error={comments.error} onRetry={() => void comments.refetch()} />;
  return (
    <section className="mt-4" aria-label="Comentarios">
      {threads.length === 0 && pendingTop.length === 0 ? (
        <p className="text-body-secondary">Aún no hay comentarios. Sea el primero en comentar.</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-live="polite">
          <PendingComments entries={pendingTop} />
          {threads.map(({ comment, replies }) => {
            const pendingReplies = pending.filter((e) => e.respuesta_a === comment.id);
            const open = replyingTo === comment.id;
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                after={
                  (replies.length > 0 || pendingReplies.length > 0 || open) && (
                    <div className="forum-replies">
                      {(replies.length > 0 || pendingReplies.length > 0) && (
                        <ul className="list-unstyled mb-0" aria-label={`Respuestas a ${comment.nombre}`}>
                          {replies.map((r) => (
                            <CommentItem key={r.id} comment={r}>
                              <CommentReactions comment={r} />
                            </CommentItem>
                          ))}
                          <PendingComments entries={pendingReplies} />
                        </ul>
                      )}
                      {open && (
                        <CommentForm
                          temaId={temaId}
                          replyTo={{ id: comment.id, nombre: comment.nombre }}
                          onClose={() => setReplyingTo(null)}
                        />
                      )}
                    </div>
                  )
                }
              >
                {/* No row gap: on a phone 'Responder' wraps right under the reactions, not half a line lower. */}
                <div className="d-flex flex-wrap align-items-start column-gap-2">
                  <CommentReactions comment={comment} />
                  {!open && (
                    <Button
                      variant="link"
                      size="sm"
                      className="forum-reply-button mt-2 px-1"
                      aria-label={`Responder a ${comment.nombre}`}
                      onClick={() => setReplyingTo(comment.id)}
                    >
                      <i className="bi bi-reply me-1" aria-hidden="true" />
                      Responder
                    </Button>
                  )}
                </div>
              </CommentItem>
            );
          })}
        </ul>
      )}
      <LoadMoreComments comments={comments} className="py-3" />
    </section>
  );
}
