import { useQuery } from '@tanstack/react-query';
import { searchQueries, type SearchParams } from './queries';

export { isSearchable, type SearchParams } from './queries';

export const useSearch = (params: SearchParams, options: { keepPrevious?: boolean } = {}) =>
  useQuery(searchQueries.results(params, options));
