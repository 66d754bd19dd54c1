import { useQuery } from '@tanstack/react-query';
import { linkQueries } from './queries';

export const useDevices = (enabled = true) => useQuery(linkQueries.devices(enabled));
