import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Comment, type Emoji, type ReactionSummary, type Topic } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { applyReactions, removeComment, replaceComment, upsertTopic } from './cache';
import { forumKeys } from './keys';
import { forumQueries } from './queries';

export { forumKeys };

export const useTopics = () => useQuery(forumQueries.topics());
export const useAdminTopics = () => useQuery(forumQueries.adminTopics());
export const useComments = (temaId: number | undefined) => useInfiniteQuery(forumQueries.comments(temaId));
export const useAdminComments = (temaId: number | undefined) => useInfiniteQuery(forumQueries.adminComments(temaId));

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

/** Creates a topic (`id` null) or updates one: the topic form's save. */
export function useSaveTopic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TopicFormInput & { id: number | null }) =>
      id === null
        ? api.postForm<Topic>('/admin/temas', topicForm(input))
        : api.putForm<Topic>(`/admin/temas/${id}`, topicForm(input)),
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
