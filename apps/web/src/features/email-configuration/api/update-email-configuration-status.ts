import {
  type EmailConfigurationStatusBody,
  emailConfigurationEndpoints,
} from '@portal/contract/email-configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { EMAIL_CONFIGURATION_PAGE_KEY } from './get-email-configuration-page.ts';

/** Active/Inactive of a row; the list is refreshed either way (a refusal means the row changed meanwhile). */
export function useUpdateEmailConfigurationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailConfigurationStatusBody) =>
      callEndpointWithMessage(emailConfigurationEndpoints.status, { body }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAIL_CONFIGURATION_PAGE_KEY }),
  });
}
