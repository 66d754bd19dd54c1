import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportResult, User } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { userQueries, type WorkersFilter } from './queries';

export type { WorkersFilter };

export const useWorkersPage = (filter: WorkersFilter) => useQuery(userQueries.workersPage(filter));
export const useUsers = () => useQuery(userQueries.list());
export const useUser = (id: number) => useQuery(userQueries.detail(id));

function useRefreshPeople() {
  const queryClient = useQueryClient();
  return (user?: User) => {
    if (user) queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
    void queryClient.invalidateQueries({ queryKey: userQueries.users });
    void queryClient.invalidateQueries({ queryKey: userQueries.workers });
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
