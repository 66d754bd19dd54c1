import { queryOptions } from '@tanstack/react-query';
import type { IntroSlide } from '@intranet/contract';
import { api } from '../../lib/api-client';

/** The intro slide queries, keys and options in one place. */
export const slideQueries = {
  all: ['intro-slides'] as const,
  /** Every intro slide in order (the home shows the first three; /slides/{id} finds its slide here). */
  list: () =>
    queryOptions({
      queryKey: ['intro-slides'] as const,
      queryFn: ({ signal }) => api.get<IntroSlide[]>('/intro-slides', { signal }),
    }),
};
