import { queryOptions } from '@tanstack/react-query';
import type {
  Announcement,
  DocumentPage,
  LecturaAdminItem,
  LecturaEstado,
  LecturaTipo,
  NewsListItem,
  User,
} from '@intranet/contract';
import { api } from '../../lib/api-client';
import { lecturaQueries } from './queries';

/** Mandatory reading, the admin's side: under the feature's key, so one invalidation refreshes both sides. */
const admin = [...lecturaQueries.all, 'admin'] as const;

/** Announcement types as the select names them (the announcements feature has its own copy for its screens). */
const ANNOUNCEMENT_TYPE: Record<Announcement['type'], string> = {
  bienvenido: 'Bienvenido',
  seguridad: 'Seguridad',
  misionvision: 'Misión y visión',
};

/** The admin's mandatory-reading queries, keys and options in one place. */
export const lecturaAdminQueries = {
  list: () =>
    queryOptions({
      queryKey: [...admin, 'list'],
      queryFn: ({ signal }) => api.get<LecturaAdminItem[]>('/lecturas', { signal }),
    }),
  estado: (id: number | null, estado: string) =>
    queryOptions({
      queryKey: [...admin, 'estado', id, estado],
      queryFn: ({ signal }) =>
        api.get<LecturaEstado>(`/lecturas/${id}/estado${estado ? `?estado=${estado}` : ''}`, { signal }),
      enabled: id !== null,
    }),
  /**
   * What can be assigned: every document (hidden ones too), the latest news and the announcements that have not
   * expired (an expired one can no longer be opened), by name.
   */
  items: (tipo: LecturaTipo) =>
    queryOptions({
      queryKey: [...admin, 'items', tipo],
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
    }),
  /** Active people for the audience picker. */
  people: () =>
    queryOptions({
      queryKey: [...admin, 'people'],
      queryFn: async ({ signal }) =>
        (await api.get<User[]>('/users', { signal })).filter((u) => u.activo && !u.cuenta_servicio),
      staleTime: 60_000,
    }),
};
