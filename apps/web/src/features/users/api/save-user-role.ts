import { usersEndpoints } from '@portal/contract/users';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { USER_PAGE_KEY } from './get-user-page.ts';

/** POST /user/userAndRole: the user's one role; the user list is refreshed. */
export function useSaveUserRole() {
  return useSaveMutation(usersEndpoints.userAndRole, [USER_PAGE_KEY]);
}
