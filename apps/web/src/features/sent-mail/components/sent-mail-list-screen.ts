import { getSentMailPageQueryOptions } from '../api/get-sent-mail-page.ts';
import { sentMailColumns } from './sent-mail-columns.tsx';

/** The list of /sentMail: what its page shows and its route prefetch asks for first. */
export const sentMailListScreen = {
  columns: sentMailColumns,
  queryOptions: getSentMailPageQueryOptions,
};
