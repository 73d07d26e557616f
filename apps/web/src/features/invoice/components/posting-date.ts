import dayjs from 'dayjs';
import { PLAIN_DATE } from '../../../components/form-controls/plain-date-picker.tsx';

/** Spec 3 §5: the posting date and the receive date default to today. */
export function todayPlainDate(): string {
  return dayjs().format(PLAIN_DATE);
}

/** Spec 3 §5: the current time of day is appended to the chosen posting date, sent as a timestamp. */
export function postingTimestamp(plainDate: string, now = dayjs()): number {
  const day = dayjs(plainDate, PLAIN_DATE);
  return day.hour(now.hour()).minute(now.minute()).second(now.second()).millisecond(0).valueOf();
}
