import { useQuery } from '@tanstack/react-query';
import { auditQueries, type AuditFilters } from './queries';

export type { AuditFilters };

export const useAuditLog = (filters: AuditFilters) => useQuery(auditQueries.page(filters));
