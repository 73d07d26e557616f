import { rolesEndpoints } from '@portal/contract/roles';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { ROLE_PAGE_KEY } from './get-role-page.ts';

/** POST /role/saveOrUpdate: the role and its permissions together; the role list is refreshed. */
export function useSaveRole() {
  return useSaveMutation(rolesEndpoints.saveOrUpdate, [ROLE_PAGE_KEY]);
}
