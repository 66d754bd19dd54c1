import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, OrgBuildPlan, OrgNode, OrgPerson, User } from '@intranet/contract';
import { api } from '../../lib/api-client';

const keys = {
  all: ['organization'] as const,
  nodes: (department: Department | '') => ['organization', 'nodes', department] as const,
  people: ['organization', 'people'] as const,
};

/** GET /api/organization/nodes, optionally one department. */
export function useOrgNodes(department: Department | '' = '') {
  return useQuery({
    queryKey: keys.nodes(department),
    queryFn: () =>
      api.get<OrgNode[]>(
        department ? `/organization/nodes?department=${encodeURIComponent(department)}` : '/organization/nodes',
      ),
  });
}

/** GET /api/organization/all_people: the tree-style dropdown, in tree order with depths. */
export function useOrgPeople() {
  return useQuery({ queryKey: keys.people, queryFn: () => api.get<OrgPerson[]>('/organization/all_people') });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCreateOrgNode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<OrgNode>('/organization/nodes', form),
    onSuccess: refresh,
  });
}

export function useUpdateOrgNode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) =>
      api.putForm<OrgNode>(`/organization/nodes/${id}`, form),
    onSuccess: refresh,
  });
}

export function useDeleteOrgNode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.del(`/organization/nodes/${id}`),
    onSuccess: refresh,
  });
}

/** GET /api/organization/desde-jefaturas: what building the chart from managers would change (only while open). */
export function useOrgBuildPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['organization', 'build-preview'],
    queryFn: () => api.get<OrgBuildPlan>('/organization/desde-jefaturas'),
    enabled,
    staleTime: 0,
  });
}

/** POST /api/organization/desde-jefaturas: applies it (the server computes the plan again in one transaction). */
export function useApplyOrgBuild() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<OrgBuildPlan>('/organization/desde-jefaturas'),
    onSuccess: refresh,
  });
}

/** GET /api/users (admin): the people a node can be linked to (same key as the users feature, one cached copy). */
export function useLinkablePeople() {
  return useQuery({ queryKey: ['users'], queryFn: () => api.get<User[]>('/users') });
}
