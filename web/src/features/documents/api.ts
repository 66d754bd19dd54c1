import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DocumentCount,
  documentFileUrl,
  type DocumentInput,
  type DocumentItem,
  type DocumentListQuery,
  type DocumentPage,
  type DocumentVersionItem,
} from '@intranet/contract';
import { api } from '../../lib/api-client';

const documentsKey = ['documents'] as const;

function listPath(query: DocumentListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `/procedimientos?${qs}` : '/procedimientos';
}

/** True when two queries differ at most in the page number. */
function sameFilters(a: DocumentListQuery, b: DocumentListQuery): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('pagina');
  return [...keys].every((k) => a[k as keyof DocumentListQuery] === b[k as keyof DocumentListQuery]);
}

/**
 * One page of documents from GET /api/procedimientos (filters, search and paging run on the server).
 * While another page of the same list loads, the current one stays on screen; other filters start empty.
 */
export function useDocumentsPage(query: DocumentListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...documentsKey, 'list', query],
    queryFn: ({ signal }) => api.get<DocumentPage>(listPath(query), { signal }),
    placeholderData: (previous, previousQuery) => {
      const previousParams = previousQuery?.queryKey[2] as DocumentListQuery | undefined;
      return previousParams && sameFilters(previousParams, query) ? previous : undefined;
    },
    enabled: options.enabled ?? true,
  });
}

/** GET /api/procedimientos/conteos: visible documents per sub-area (refreshed with the lists). */
export function useDocumentCounts() {
  return useQuery({
    queryKey: [...documentsKey, 'counts'],
    queryFn: ({ signal }) => api.get<DocumentCount[]>('/procedimientos/conteos', { signal }),
    staleTime: 60_000,
  });
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

export function useSetDocumentVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: number; visible: boolean }) =>
      api.put<DocumentItem>(`/procedimientos/${id}/visibilidad`, { visible }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/procedimientos/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/** Where the PDF downloads (`attachment`) or opens in the page (`inline`). */
export const documentHref = (doc: Pick<DocumentItem, 'archivo'>, inline = false) =>
  documentFileUrl(doc.archivo, inline);

/** GET /api/procedimientos/{id}/versiones (admin): newest first. */
export function useDocumentVersions(id: number | null) {
  return useQuery({
    queryKey: [...documentsKey, 'versions', id],
    queryFn: ({ signal }) => api.get<DocumentVersionItem[]>(`/procedimientos/${id}/versiones`, { signal }),
    enabled: id !== null,
  });
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }).then(() => undefined),
  });
}

/** Where an admin downloads any version's PDF. */
export const versionHref = (id: number, numero: number) => `/api/procedimientos/${id}/versiones/${numero}/archivo`;
