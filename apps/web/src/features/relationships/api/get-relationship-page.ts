import type { DataOf } from '@portal/contract/endpoint';
import { type RelationshipQuery, relationshipsEndpoints } from '@portal/contract/relationships';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = relationshipsEndpoints.getRelationshipPage;

/** Filters, paging and sorting of the relationship list as the web sends them (defaults filled by the server). */
export type RelationshipPageInput = z.input<typeof RelationshipQuery>;
export type RelationshipPage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so adding or toggling refreshes whatever page is shown. */
export const RELATIONSHIP_PAGE_KEY = [endpoint.path] as const;

export function getRelationshipPage(query: RelationshipPageInput): Promise<RelationshipPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getRelationshipPageQueryOptions(query: RelationshipPageInput) {
  return queryOptions({
    queryKey: [...RELATIONSHIP_PAGE_KEY, query],
    queryFn: () => getRelationshipPage(query),
    placeholderData: keepPreviousData,
  });
}
