import { useQuery } from '@tanstack/react-query';
import type { PersonProfile } from '@intranet/contract';
import { api, ApiError } from '../../lib/api-client';

/** GET /api/personas/{id}: one person's page. A 404 is an answer, not worth retrying. */
export function usePerson(id: number | null) {
  return useQuery({
    queryKey: ['personas', id],
    queryFn: ({ signal }) => api.get<PersonProfile>(`/personas/${id}`, { signal }),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
