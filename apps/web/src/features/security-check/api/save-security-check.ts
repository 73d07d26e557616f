import { securityCheckEndpoints } from '@portal/contract/security-check';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { SECURITY_CHECK_KEY } from './get-security-check.ts';
import { SECURITY_CHECK_PAGE_KEY } from './get-security-check-page.ts';

/** Records or changes a gate entry; the server's message is the success notice, the list and record refresh. */
export function useSaveSecurityCheck() {
  return useSaveMutation(securityCheckEndpoints.createOrUpdate, [
    SECURITY_CHECK_PAGE_KEY,
    SECURITY_CHECK_KEY,
  ]);
}
