import type { DataOf } from '@portal/contract/endpoint';
import { type InterfaceLogQuery, interfaceLogEndpoints } from '@portal/contract/interface-log';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = interfaceLogEndpoints.query;

export type InterfaceLogPageInput = z.input<typeof InterfaceLogQuery>;
export type InterfaceLogPage = DataOf<typeof endpoint>;

/** Key prefix of every page of the log, to refresh the list after an action. */
export const INTERFACE_LOG_PAGE_KEY = [endpoint.path] as const;

export function getInterfaceLogPageQueryOptions(query: InterfaceLogPageInput) {
  return queryOptions({
    queryKey: [...INTERFACE_LOG_PAGE_KEY, query],
    queryFn: (): Promise<InterfaceLogPage> => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
