import { useQuery } from '@tanstack/react-query';
import { indicatorQueries } from './queries';

export const useIndicators = (enabled = true) => useQuery(indicatorQueries.latest(enabled));
