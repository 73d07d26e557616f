import { scheduleEndpoints } from '@portal/contract/schedule';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { SCHEDULE_LIST_KEYS } from './schedule-list-keys.ts';

/** The feedback dialog's save: the server's message shows, both lists are read again; a refusal keeps the dialog. */
export function useSaveFeedback() {
  return useSaveMutation(scheduleEndpoints.saveFeedback, SCHEDULE_LIST_KEYS);
}
