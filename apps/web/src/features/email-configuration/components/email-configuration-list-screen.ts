import { getEmailConfigurationPageQueryOptions } from '../api/get-email-configuration-page.ts';
import { emailConfigurationColumns } from './email-configuration-columns.tsx';

/** The list of /emailConfiguration: what its page shows and its route prefetch asks for first. */
export const emailConfigurationListScreen = {
  columns: emailConfigurationColumns,
  queryOptions: getEmailConfigurationPageQueryOptions,
};
