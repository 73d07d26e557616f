import { companiesEndpoints } from '@portal/contract/companies';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { COMPANY_PAGE_KEY } from './get-company-page.ts';

/** POST /company/updateCompanyTaxInfo: rates and both tolerance lists together; the list is refreshed. */
export function useSaveTaxInfo() {
  return useSaveMutation(companiesEndpoints.updateCompanyTaxInfo, [COMPANY_PAGE_KEY]);
}
