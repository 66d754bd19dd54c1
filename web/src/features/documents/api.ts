import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentFileUrl, type DocumentInput, type DocumentItem, type DocumentListQuery } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { documentQueries } from './queries';

export const useDocumentsPage = (query: DocumentListQuery, options: { enabled?: boolean } = {}) =>
  useQuery(documentQueries.page(query, options.enabled));
export const useDocumentCounts = () => useQuery(documentQueries.counts());
export const useDocumentVersions = (id: number | null) => useQuery(documentQueries.versions(id));

/** The multipart body of create and update; the PDF only when one was chosen. */
function documentForm(input: DocumentInput, archivo: File | null): FormData {
  const form = new FormData();
  form.set('nombre', input.nombre);
  form.set('area', input.area);
  form.set('subarea', input.subarea);
  if (archivo) form.set('archivo', archivo);
  return form;
}

export interface SaveDocumentVariables {
  /** Present when editing. */
  id?: number;
  input: DocumentInput;
  archivo: File | null;
}

export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, archivo }: SaveDocumentVariables) =>
      id === undefined
        ? api.postForm<DocumentItem>('/procedimientos', documentForm(input, archivo))
        : api.putForm<DocumentItem>(`/procedimientos/${id}`, documentForm(input, archivo)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueries.all }),
  });
}

export function useSetDocumentVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: number; visible: boolean }) =>
      api.put<DocumentItem>(`/procedimientos/${id}/visibilidad`, { visible }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueries.all }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/procedimientos/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueries.all }),
  });
}

/** Where the PDF downloads (`attachment`) or opens in the page (`inline`). */
export const documentHref = (doc: Pick<DocumentItem, 'archivo'>, inline = false) =>
  documentFileUrl(doc.archivo, inline);

/** POST /api/procedimientos/{id}/versiones: a new PDF with its change note; re-opens mandatory readings. */
export function useUploadDocumentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archivo, nota }: { id: number; archivo: File; nota: string }) => {
      const form = new FormData();
      form.set('nota', nota);
      form.set('archivo', archivo);
      return api.postForm<DocumentItem>(`/procedimientos/${id}/versiones`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueries.all }).then(() => undefined),
  });
}

/** Where an admin downloads any version's PDF. */
export const versionHref = (id: number, numero: number) => `/api/procedimientos/${id}/versiones/${numero}/archivo`;
