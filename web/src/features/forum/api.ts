import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE, type Comment, type Emoji, type ReactionSummary, type Topic } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { applyReactions, removeComment, replaceComment, upsertTopic } from './cache';
import { forumKeys } from './keys';

export { forumKeys };

/** Active topics for the home widget, newest first. */
export function useTopics() {
  return useQuery({
    queryKey: forumKeys.topics,
    queryFn: ({ signal }) => api.get<Topic[]>('/temas', { signal }),
  });
}

/** Every topic, for /admin-comentarios. */
export function useAdminTopics() {
  return useQuery({
    queryKey: forumKeys.adminTopics,
    queryFn: ({ signal }) => api.get<Topic[]>('/admin/temas', { signal }),
  });
}

function commentsPage(base: string, before: number | undefined, signal: AbortSignal) {
  const qs = new URLSearchParams({ limit: String(COMMENTS_PAGE_SIZE) });
  if (before) qs.set('before', String(before));
  return api.get<Comment[]>(`${base}?${qs.toString()}`, { signal });
}

const nextBefore = (last: Comment[]) => (last.length === COMMENTS_PAGE_SIZE ? last[last.length - 1]?.id : undefined);

/** A topic's comments, newest first, 50 at a time ("Cargar más comentarios"). */
export function useComments(temaId: number | undefined) {
  return useInfiniteQuery({
    queryKey: forumKeys.comments(temaId ?? 0),
    queryFn: ({ pageParam, signal }) => commentsPage(`/comentarios/${temaId}`, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextBefore,
    enabled: !!temaId,
  });
}

/** The admin view of a topic's comments (active or not). */
export function useAdminComments(temaId: number | undefined) {
  return useInfiniteQuery({
    queryKey: forumKeys.adminComments(temaId ?? 0),
    queryFn: ({ pageParam, signal }) => commentsPage(`/admin/comentarios/tema/${temaId}`, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextBefore,
    enabled: !!temaId,
  });
}

const refreshTopicCounts = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: forumKeys.topics }),
    qc.invalidateQueries({ queryKey: forumKeys.adminTopics }),
  ]);

/** Chooses an emoji: the same one again removes it, another replaces it (the server decides). */
export function useToggleReaction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ comentarioId, emoji }: { comentarioId: number; emoji: Emoji }) =>
      api.post<ReactionSummary>(`/comentarios/${comentarioId}/reacciones`, { emoji }),
    onSuccess: (summary) => applyReactions(qc, summary.comentario_id, summary, summary.mine),
  });
}

function topicForm(input: { titulo: string; descripcion: string; activo?: boolean; imagen?: File | null }) {
  const form = new FormData();
  form.set('titulo', input.titulo);
  form.set('descripcion', input.descripcion);
  if (input.activo !== undefined) form.set('activo', input.activo ? 'true' : 'false');
  if (input.imagen) form.set('imagen', input.imagen);
  return form;
}

export interface TopicFormInput {
  titulo: string;
  descripcion: string;
  activo?: boolean;
  imagen?: File | null;
}

export function useCreateTopic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TopicFormInput) => api.postForm<Topic>('/admin/temas', topicForm(input)),
    onSuccess: (topic) => upsertTopic(qc, topic),
  });
}

export function useUpdateTopic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TopicFormInput & { id: number }) =>
      api.putForm<Topic>(`/admin/temas/${id}`, topicForm(input)),
    onSuccess: (topic) => upsertTopic(qc, topic),
  });
}

export function useUpdateComment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comentario }: { id: number; comentario: string }) =>
      api.put<Comment>(`/admin/comentarios/${id}`, { comentario }),
    onSuccess: (comment) => replaceComment(qc, comment.tema_id, comment.id, comment.comentario, comment.fecha_edicion),
  });
}

export function useDeleteComment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; temaId: number }) => api.del(`/admin/comentarios/${id}`),
    onSuccess: (_data, { id, temaId }) => {
      removeComment(qc, temaId, id);
      void refreshTopicCounts(qc);
    },
  });
}
