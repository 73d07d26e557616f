import { emailConfigurationEndpoints } from '@portal/contract/email-configuration';
import { useMutation } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';

/** The alert with made-up facts to the user's own address; the server says where it went. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: (id: number) =>
      callEndpointWithMessage(emailConfigurationEndpoints.testMail, { params: { id } }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
  });
}
