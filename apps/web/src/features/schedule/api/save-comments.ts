import { scheduleEndpoints } from '@portal/contract/schedule';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { HEADER_LIST_KEY } from './schedule-list-keys.ts';

/** Comments of a schedule header; the server's message shows and the header list is read again. */
export function useSaveComments() {
  return useSaveMutation(scheduleEndpoints.commentById, [HEADER_LIST_KEY]);
}
