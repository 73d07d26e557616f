import { securityCheckEndpoints } from '@portal/contract/security-check';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const { queryCompany, querySupplier, queryAsn } = securityCheckEndpoints;

/** The create screen's cascade: buyer companies of an ASN number ... */
export function asnCompaniesQueryOptions(asnNo: string) {
  return queryOptions({
    queryKey: [queryCompany.path, asnNo],
    queryFn: async () =>
      (await callEndpoint(queryCompany, { query: { asnNo } })).map((row) => row.companyCode),
    enabled: asnNo !== '',
    staleTime: 0,
  });
}

/** ... the suppliers of that ASN at the chosen company ... */
export function asnSuppliersQueryOptions(asnNo: string, buyerCompanyCode: string) {
  return queryOptions({
    queryKey: [querySupplier.path, asnNo, buyerCompanyCode],
    queryFn: async () =>
      (await callEndpoint(querySupplier, { query: { asnNo, buyerCompanyCode } })).map((row) => row.value),
    enabled: asnNo !== '' && buyerCompanyCode !== '',
    staleTime: 0,
  });
}

/** ... and what the form fills in once all three are chosen. */
export function gateAsnQueryOptions(asnNo: string, buyerCompanyCode: string, supplierCode: string) {
  return queryOptions({
    queryKey: [queryAsn.path, asnNo, buyerCompanyCode, supplierCode],
    queryFn: () => callEndpoint(queryAsn, { query: { asnNo, buyerCompanyCode, supplierCode } }),
    enabled: asnNo !== '' && buyerCompanyCode !== '' && supplierCode !== '',
    staleTime: 0,
  });
}
