import { lookupEndpoints } from '@portal/contract/lookup';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const { companyQuery, plantQuery } = lookupEndpoints;

export const BUYER_OPTIONS_KEY = [companyQuery.path, 'B'] as const;
export const PLANT_OPTIONS_KEY = [plantQuery.path] as const;

/** The buyer companies the caller works with (a supplier: those it actively supplies); value: company id. */
export async function getBuyerOptions(): Promise<RemoteOption[]> {
  const buyers = await callEndpoint(companyQuery, { body: { companyType: 'B' } });
  return buyers.map((buyer) => ({
    value: String(buyer.companyId),
    label: `${buyer.companyCode} ${buyer.companyName}`,
  }));
}

/** Ship-to plants of those buyers; value: the plant code, once even if two buyers use it. */
export async function getPlantOptions(): Promise<RemoteOption[]> {
  const plants = await callEndpoint(plantQuery, { query: {} });
  const byCode = new Map<string, RemoteOption>();
  for (const plant of plants) {
    if (!byCode.has(plant.plantCode)) {
      byCode.set(plant.plantCode, { value: plant.plantCode, label: `${plant.plantCode} ${plant.plantName}` });
    }
  }
  return [...byCode.values()];
}
