import { lookupEndpoints } from '@portal/contract/lookup';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const { companyQuery } = lookupEndpoints;

export const BUYER_OPTIONS_KEY = [companyQuery.path, 'B'] as const;

/** The buyer companies the caller works with (a supplier: those it actively supplies); value: company id. */
export async function getBuyerOptions(): Promise<RemoteOption[]> {
  const buyers = await callEndpoint(companyQuery, { body: { companyType: 'B' } });
  return buyers.map((buyer) => ({
    value: String(buyer.companyId),
    label: `${buyer.companyCode} ${buyer.companyName}`,
  }));
}
