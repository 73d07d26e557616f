import {
  type EmailConfigurationSuppliersBody,
  emailConfigurationEndpoints,
} from '@portal/contract/email-configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { configuredSuppliersKey } from './get-configured-suppliers.ts';
import { EMAIL_CONFIGURATION_PAGE_KEY } from './get-email-configuration-page.ts';

/** Saves the suppliers of an alert; the server's message is shown and the list (supplier filter) refreshed. */
export function useSaveConfiguredSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailConfigurationSuppliersBody) =>
      callEndpointWithMessage(emailConfigurationEndpoints.configuration, { body }),
    onSuccess: ({ msg }, body) => {
      if (msg) notifier.success(msg);
      void queryClient.invalidateQueries({ queryKey: configuredSuppliersKey(body.emailConfigurationId) });
      return queryClient.invalidateQueries({ queryKey: EMAIL_CONFIGURATION_PAGE_KEY });
    },
  });
}
