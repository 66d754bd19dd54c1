import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentPage,
  LecturaAdminItem,
  LecturaCreateInput,
  LecturaEstado,
  LecturaVerificacion,
  NewsListItem,
  User,
} from '@intranet/contract';
import { api } from '../../lib/api-client';
import { lecturasKey } from './api';

/** Mandatory reading (issue 16), the admin's side. */
const adminKey = [...lecturasKey, 'admin'] as const;

export function useLecturas() {
  return useQuery({
    queryKey: [...adminKey, 'list'],
    queryFn: ({ signal }) => api.get<LecturaAdminItem[]>('/lecturas', { signal }),
  });
}

export function useLecturaEstado(id: number | null, estado: string) {
  return useQuery({
    queryKey: [...adminKey, 'estado', id, estado],
    queryFn: ({ signal }) =>
      api.get<LecturaEstado>(`/lecturas/${id}/estado${estado ? `?estado=${estado}` : ''}`, { signal }),
    enabled: id !== null,
  });
}

export function useCreateLectura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LecturaCreateInput) => api.post<LecturaAdminItem>('/lecturas', input),
    onSuccess: () => client.invalidateQueries({ queryKey: lecturasKey }),
  });
}

export function useCloseLectura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LecturaAdminItem>(`/lecturas/${id}/cerrar`),
    onSuccess: () => client.invalidateQueries({ queryKey: lecturasKey }),
  });
}

/** 'Verificar integridad': recomputes the evidence chain on the server. */
export function useVerifyChain() {
  return useMutation({ mutationFn: () => api.get<LecturaVerificacion>('/lecturas/verificar') });
}

/** What can be assigned: every document (hidden ones too) and the latest news, by name. */
export function useAssignableItems(tipo: 'documento' | 'noticia') {
  return useQuery({
    queryKey: [...adminKey, 'items', tipo],
    queryFn: async ({ signal }) =>
      tipo === 'documento'
        ? (await api.get<DocumentPage>('/procedimientos?por_pagina=100&orden=nombre', { signal })).items.map((d) => ({
            id: d.id,
            nombre: `${d.nombre} (v${d.version})`,
          }))
        : (await api.getPage<NewsListItem>('/noticias?page=1&limit=50', { signal })).items.map((n) => ({
            id: n.id,
            nombre: n.nombre,
          })),
  });
}

/** Active people for the audience picker. */
export function useActivePeople() {
  return useQuery({
    queryKey: [...adminKey, 'people'],
    queryFn: async ({ signal }) =>
      (await api.get<User[]>('/users', { signal })).filter((u) => u.activo && !u.cuenta_servicio),
    staleTime: 60_000,
  });
}
