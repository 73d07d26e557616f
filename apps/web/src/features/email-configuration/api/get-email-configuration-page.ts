import {
  type EmailConfigurationQuery,
  emailConfigurationEndpoints,
} from '@portal/contract/email-configuration';
import type { DataOf } from '@portal/contract/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = emailConfigurationEndpoints.query;

/** Filters, paging and sorting of the email configuration list as the web sends them. */
export type EmailConfigurationPageInput = z.input<typeof EmailConfigurationQuery>;
export type EmailConfigurationPage = DataOf<typeof endpoint>;

/** Every page of the list starts with this key, so a toggle or a save refreshes whatever page is shown. */
export const EMAIL_CONFIGURATION_PAGE_KEY = [endpoint.path] as const;

export function getEmailConfigurationPageQueryOptions(query: EmailConfigurationPageInput) {
  return queryOptions({
    queryKey: [...EMAIL_CONFIGURATION_PAGE_KEY, query],
    queryFn: (): Promise<EmailConfigurationPage> => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
