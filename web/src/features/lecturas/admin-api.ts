import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LecturaAdminItem, LecturaCreateInput, LecturaTipo, LecturaVerificacion } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { lecturaAdminQueries } from './admin-queries';
import { lecturaQueries } from './queries';

/** Mandatory reading, the admin's side. */
export const useLecturas = () => useQuery(lecturaAdminQueries.list());
export const useLecturaEstado = (id: number | null, estado: string) => useQuery(lecturaAdminQueries.estado(id, estado));
export const useAssignableItems = (tipo: LecturaTipo) => useQuery(lecturaAdminQueries.items(tipo));
export const useActivePeople = () => useQuery(lecturaAdminQueries.people());

export function useCreateLectura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LecturaCreateInput) => api.post<LecturaAdminItem>('/lecturas', input),
    onSuccess: () => client.invalidateQueries({ queryKey: lecturaQueries.all }),
  });
}

export function useCloseLectura() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<LecturaAdminItem>(`/lecturas/${id}/cerrar`),
    onSuccess: () => client.invalidateQueries({ queryKey: lecturaQueries.all }),
  });
}

/** 'Verificar integridad': recomputes the evidence chain on the server. */
export function useVerifyChain() {
  return useMutation({ mutationFn: () => api.get<LecturaVerificacion>('/lecturas/verificar') });
}
