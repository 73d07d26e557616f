import type { CompanyOption } from '@portal/contract/lookup';
import { relationshipsEndpoints } from '@portal/contract/relationships';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const { getAdientCompanyList, getSupplierCompanyList } = relationshipsEndpoints;

/** A picker option: the company id as the value, code and name as the searchable label. */
function toOption(company: CompanyOption): RemoteOption {
  return { value: String(company.companyId), label: `${company.companyCode} ${company.companyName}` };
}

export const BUYER_OPTIONS_KEY = [getAdientCompanyList.path] as const;
export const SUPPLIER_OPTIONS_KEY = [getSupplierCompanyList.path] as const;

/** Every buyer company, for the buyer picker. */
export async function getBuyerOptions(): Promise<RemoteOption[]> {
  return (await callEndpoint(getAdientCompanyList)).map(toOption);
}

/** Every supplier company, for the supplier picker. */
export async function getSupplierOptions(): Promise<RemoteOption[]> {
  return (await callEndpoint(getSupplierCompanyList)).map(toOption);
}
