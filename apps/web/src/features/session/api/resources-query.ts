import type { ResourcesResult } from '@portal/contract/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { setAuthorities, setButtons } from '../../../platform/session/session-storage.ts';
import { sessionRoutes } from './session-routes.ts';

export const resourcesQueryKey = ['session', 'resources'] as const;

/** Menus stay in the query cache; the buttons are stored as the session's authorities. */
async function fetchResources(): Promise<ResourcesResult['data']> {
  const { data } = await callEndpoint(sessionRoutes.getResources);
  setAuthorities(data.buttons);
  setButtons(data.buttons);
  return data;
}

export function resourcesQueryOptions() {
  return queryOptions({
    queryKey: resourcesQueryKey,
    queryFn: fetchResources,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResources() {
  return useQuery(resourcesQueryOptions());
}
