import { usersEndpoints } from '@portal/contract/users';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { USER_PAGE_KEY } from './get-user-page.ts';

/** POST /user/addOrUpdateUser; the user list is refreshed. */
export function useSaveUser() {
  return useSaveMutation(usersEndpoints.addOrUpdateUser, [USER_PAGE_KEY]);
}
