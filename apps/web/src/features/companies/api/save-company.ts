import { companiesEndpoints } from '@portal/contract/companies';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { COMPANY_PAGE_KEY } from './get-company-page.ts';

/** POST /company/addOrEdit; the company list is refreshed. */
export function useSaveCompany() {
  return useSaveMutation(companiesEndpoints.addOrEdit, [COMPANY_PAGE_KEY]);
}
