import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportResult, User, WorkersPage } from '@intranet/contract';
import { api } from '../../lib/api-client';

const keys = {
  users: ['users'] as const,
  user: (id: number) => ['users', id] as const,
  workers: ['trabajadores'] as const,
};

/** What the directory asks for: search text, area, branch id and page (empty = no filter). */
export interface WorkersFilter {
  q: string;
  area: string;
  sucursal: number | null;
  pagina: number;
}

/**
 * GET /api/trabajadores: one page of the directory (public fields of active people), searched and
 * filtered on the server. The previous page stays on screen while the next one loads.
 */
export function useWorkersPage({ q, area, sucursal, pagina }: WorkersFilter) {
  const params = new URLSearchParams({ pagina: String(pagina) });
  if (q) params.set('q', q);
  if (area) params.set('area', area);
  if (sucursal) params.set('sucursal', String(sucursal));
  return useQuery({
    queryKey: [...keys.workers, q, area, sucursal, pagina],
    queryFn: ({ signal }) => api.get<WorkersPage>(`/trabajadores?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users (admin). */
export function useUsers() {
  return useQuery({ queryKey: keys.users, queryFn: () => api.get<User[]>('/users') });
}

/** GET /api/users/{id} (admin). */
export function useUser(id: number) {
  return useQuery({
    queryKey: keys.user(id),
    queryFn: () => api.get<User>(`/users/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

function useRefreshPeople() {
  const queryClient = useQueryClient();
  return (user?: User) => {
    if (user) queryClient.setQueryData(keys.user(user.id), user);
    void queryClient.invalidateQueries({ queryKey: keys.users });
    void queryClient.invalidateQueries({ queryKey: keys.workers });
  };
}

/** POST /api/users, multipart (photo as `imagen_perfil`). */
export function useCreateUser() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<User>('/users', form),
    onSuccess: (user) => refresh(user),
  });
}

/** PUT /api/users/{id}, multipart. Also used to activate or deactivate. */
export function useUpdateUser(id: number) {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (form: FormData) => api.putForm<User>(`/users/${id}`, form),
    onSuccess: (user) => refresh(user),
  });
}

/** POST /api/users/{id}/temporary-password. */
export function useSetTemporaryPassword(id: number) {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (password: string) => api.post<User>(`/users/${id}/temporary-password`, { password }),
    onSuccess: (user) => refresh(user),
  });
}

/** POST /api/users/import?dry_run=true: checks a CSV without writing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('archivo', file);
      return api.postForm<ImportPreview>('/users/import?dry_run=true', form);
    },
  });
}

/** POST /api/users/import: creates everyone in one transaction. */
export function useRunImport() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('archivo', file);
      return api.postForm<ImportResult>('/users/import', form);
    },
    onSuccess: () => refresh(),
  });
}
