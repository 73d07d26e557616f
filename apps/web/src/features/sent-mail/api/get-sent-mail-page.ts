import type { DataOf } from '@portal/contract/endpoint';
import { type SentMailQuery, sentMailEndpoints } from '@portal/contract/sent-mail';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = sentMailEndpoints.query;

export type SentMailPageInput = z.input<typeof SentMailQuery>;
export type SentMailPage = DataOf<typeof endpoint>;

export function getSentMailPageQueryOptions(query: SentMailPageInput) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: (): Promise<SentMailPage> => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
