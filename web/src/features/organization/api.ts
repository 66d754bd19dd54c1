import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, OrgBuildPlan, OrgNode } from '@intranet/contract';
import { api } from '../../lib/api-client';
import { orgQueries } from './queries';

export const useOrgNodes = (department: Department | '' = '') => useQuery(orgQueries.nodes(department));
export const useOrgPeople = () => useQuery(orgQueries.people());
export const useOrgBuildPreview = (enabled: boolean) => useQuery(orgQueries.buildPreview(enabled));
export const useLinkablePeople = () => useQuery(orgQueries.linkablePeople());

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: orgQueries.all });
}

/** Creates a node (`id` null) or updates one, from the node form's multipart body. */
export function useSaveOrgNode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null
        ? api.postForm<OrgNode>('/organization/nodes', form)
        : api.putForm<OrgNode>(`/organization/nodes/${id}`, form),
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

/** POST /api/organization/desde-jefaturas: applies it (the server computes the plan again in one transaction). */
export function useApplyOrgBuild() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<OrgBuildPlan>('/organization/desde-jefaturas'),
    onSuccess: refresh,
  });
}
