import { useQuery } from '@tanstack/react-query';
import { peopleQueries } from './queries';

export const usePerson = (id: number | null) => useQuery(peopleQueries.person(id));
