// Buyer company and ship-to plant options by code, for the filters of every list that narrows by them
// (schedules, ASN, GR, invoices, security checks, master data, email configuration). The lookup calls
// answer only what the caller may see. One query key per lookup: every screen shares its cached options.
import { lookupEndpoints } from '@portal/contract/lookup';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const { companyQuery, plantQuery } = lookupEndpoints;

export const BUYER_CODE_OPTIONS_KEY = [companyQuery.path, 'B', 'code'] as const;
export const PLANT_CODE_OPTIONS_KEY = [plantQuery.path, 'code'] as const;
export const SUPPLIER_CODE_OPTIONS_KEY = [companyQuery.path, 'S', 'code'] as const;

/** The buyer companies the user works with (a supplier: those it supplies), by code. */
export async function getBuyerCodeOptions(): Promise<RemoteOption[]> {
  const companies = await callEndpoint(companyQuery, { body: { companyType: 'B' } });
  return companies.map((company) => ({
    value: company.companyCode,
    label: `${company.companyCode} ${company.companyName}`,
  }));
}

/** The suppliers the user works with (a buyer: the active suppliers of its companies), by code. */
export async function getSupplierCodeOptions(): Promise<RemoteOption[]> {
  const companies = await callEndpoint(companyQuery, { body: { companyType: 'S' } });
  return companies.map((company) => ({
    value: company.companyCode,
    label: `${company.companyCode} ${company.companyName}`,
  }));
}

/** The ship-to plants of those buyer companies, by plant code, once even if two buyers use it. */
export async function getPlantCodeOptions(): Promise<RemoteOption[]> {
  const plants = await callEndpoint(plantQuery, { query: {} });
  const byCode = new Map<string, RemoteOption>();
  for (const plant of plants) {
    if (!byCode.has(plant.plantCode))
      byCode.set(plant.plantCode, { value: plant.plantCode, label: `${plant.plantCode} ${plant.plantName}` });
  }
  return [...byCode.values()];
}

/** A list filter picking a buyer company by code: spread it and add the filter's order (and name). */
export const BUYER_CODE_FILTER = {
  kind: 'remoteSelect',
  queryKey: BUYER_CODE_OPTIONS_KEY,
  loadOptions: getBuyerCodeOptions,
} as const;

/** A list filter picking a ship-to plant by code: spread it and add the filter's order (and name). */
export const PLANT_CODE_FILTER = {
  kind: 'remoteSelect',
  queryKey: PLANT_CODE_OPTIONS_KEY,
  loadOptions: getPlantCodeOptions,
} as const;
