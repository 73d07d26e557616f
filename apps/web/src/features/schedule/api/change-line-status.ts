import { scheduleEndpoints } from '@portal/contract/schedule';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { SCHEDULE_LIST_KEYS } from './schedule-list-keys.ts';

/**
 * The three calls that move selected lines on without a dialog: confirm (supplier), approve and reject
 * (buyer). The server's message is the success notice; both lists are read again.
 */
export function useChangeLineStatus() {
  return {
    confirm: useSaveMutation(scheduleEndpoints.confirmByIds, SCHEDULE_LIST_KEYS),
    approve: useSaveMutation(scheduleEndpoints.approveByIds, SCHEDULE_LIST_KEYS),
    reject: useSaveMutation(scheduleEndpoints.rejectByIds, SCHEDULE_LIST_KEYS),
  };
}
