import { lookupEndpoints } from '@portal/contract/lookup';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

export const COMPANY_CODE_OPTIONS_KEY = [lookupEndpoints.companyQuery.path, 'B', 'code'] as const;
export const PLANT_CODE_OPTIONS_KEY = [lookupEndpoints.plantQuery.path, 'code'] as const;

/** Spec 2 §2: company code options from the company query (the buyers the user works with). */
export async function getCompanyCodeOptions(): Promise<RemoteOption[]> {
  const companies = await callEndpoint(lookupEndpoints.companyQuery, { body: { companyType: 'B' } });
  return companies.map((company) => ({ value: company.companyCode, label: company.companyCode }));
}

/** Ship-to plant code options from the plant query, each code once. */
export async function getPlantCodeOptions(): Promise<RemoteOption[]> {
  const plants = await callEndpoint(lookupEndpoints.plantQuery, { query: {} });
  const codes = [...new Set(plants.map((plant) => plant.plantCode))];
  return codes.map((code) => ({ value: code, label: code }));
}
