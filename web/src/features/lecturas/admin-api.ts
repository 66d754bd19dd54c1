import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Announcement,
  DocumentPage,
  LecturaAdminItem,
  LecturaCreateInput,
  LecturaEstado,
  LecturaTipo,
  LecturaVerificacion,
  NewsListItem,
  User,
} from '@intranet/contract';
import { api } from '../../lib/api-client';
import { lecturasKey } from './api';

/** Mandatory reading, the admin's side. */
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

/** Announcement types as the select names them (the announcements feature has its own copy for its screens). */
const ANNOUNCEMENT_TYPE: Record<Announcement['type'], string> = {
  bienvenido: 'Bienvenido',
  seguridad: 'Seguridad',
  misionvision: 'Misión y visión',
};

/**
 * What can be assigned: every document (hidden ones too), the latest news and the announcements that have not
 * expired (an expired one can no longer be opened), by name.
 */
export function useAssignableItems(tipo: LecturaTipo) {
  return useQuery({
    queryKey: [...adminKey, 'items', tipo],
    queryFn: async ({ signal }) => {
      if (tipo === 'documento') {
        return (await api.get<DocumentPage>('/procedimientos?por_pagina=100&orden=nombre', { signal })).items.map(
          (d) => ({ id: d.id, nombre: `${d.nombre} (v${d.version})` }),
        );
      }
      if (tipo === 'anuncio') {
        return (await api.get<Announcement[]>('/announcements', { signal }))
          .filter((a) => a.estado !== 'Vencida')
          .map((a) => ({
            id: a.id,
            nombre: `${a.title} (${ANNOUNCEMENT_TYPE[a.type]}${a.estado === 'Programada' ? ', programado' : ''})`,
          }));
      }
      return (await api.getPage<NewsListItem>('/noticias?page=1&limit=50', { signal })).items.map((n) => ({
        id: n.id,
        nombre: n.nombre,
      }));
    },
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
