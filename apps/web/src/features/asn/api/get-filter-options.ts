import { lookupEndpoints } from '@portal/contract/lookup';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const { companyQuery, plantQuery } = lookupEndpoints;

export const BUYER_CODE_OPTIONS_KEY = [companyQuery.path, 'B', 'code'] as const;
export const PLANT_CODE_OPTIONS_KEY = [plantQuery.path, 'code'] as const;

/** The buyer companies the user works with (a supplier: those it supplies), by code. */
export async function getBuyerCodeOptions(): Promise<RemoteOption[]> {
  const companies = await callEndpoint(companyQuery, { body: { companyType: 'B' } });
  return companies.map((company) => ({
    value: company.companyCode,
    label: `${company.companyCode} ${company.companyName}`,
  }));
}

/** The ship-to plants of those buyer companies, by plant code, once even if two buyers use it. */
export async function getPlantCodeOptions(): Promise<RemoteOption[]> {
  const plants = await callEndpoint(plantQuery, { query: {} });
  const seen = new Set<string>();
  return plants
    .filter((plant) => !seen.has(plant.plantCode) && seen.add(plant.plantCode))
    .map((plant) => ({ value: plant.plantCode, label: `${plant.plantCode} ${plant.plantName}` }));
}
