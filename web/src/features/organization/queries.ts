import { queryOptions } from '@tanstack/react-query';
import type { Department, OrgBuildPlan, OrgNode, OrgPerson, User } from '@intranet/contract';
import { api } from '../../lib/api-client';

const all = ['organization'] as const;

/** The organization chart's queries, keys and options in one place (every key but `linkablePeople` under `all`). */
export const orgQueries = {
  all,
  /** GET /api/organization/nodes, optionally one department. */
  nodes: (department: Department | '' = '') =>
    queryOptions({
      queryKey: [...all, 'nodes', department],
      queryFn: () =>
        api.get<OrgNode[]>(
          department ? `/organization/nodes?department=${encodeURIComponent(department)}` : '/organization/nodes',
        ),
    }),
  /** GET /api/organization/all_people: the tree-style dropdown, in tree order with depths. */
  people: () =>
    queryOptions({
      queryKey: [...all, 'people'],
      queryFn: () => api.get<OrgPerson[]>('/organization/all_people'),
    }),
  /** GET /api/organization/desde-jefaturas: what building the chart from managers would change (only while open). */
  buildPreview: (enabled: boolean) =>
    queryOptions({
      queryKey: [...all, 'build-preview'],
      queryFn: () => api.get<OrgBuildPlan>('/organization/desde-jefaturas'),
      enabled,
      staleTime: 0,
    }),
  /** GET /api/users (admin): the people a node can be linked to (the users feature's key: one cached copy). */
  linkablePeople: () => queryOptions({ queryKey: ['users'], queryFn: () => api.get<User[]>('/users') }),
};
