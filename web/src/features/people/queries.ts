import { queryOptions } from '@tanstack/react-query';
import type { PersonProfile } from '@intranet/contract';
import { api, ApiError } from '../../lib/api-client';

/** The person page's queries, keys and options in one place. */
export const peopleQueries = {
  /** GET /api/personas/{id}: one person's page. A 404 is an answer, not worth retrying. */
  person: (id: number | null) =>
    queryOptions({
      queryKey: ['personas', id],
      queryFn: ({ signal }) => api.get<PersonProfile>(`/personas/${id}`, { signal }),
      enabled: id !== null,
      retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    }),
};
