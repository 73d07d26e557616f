import type { BodyInputOf } from '@portal/contract/endpoint';
import { sessionEndpoints } from '@portal/contract/session';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

export type UpdatePasswordInput = BodyInputOf<typeof sessionEndpoints.updatePassword>;

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePasswordInput) => callEndpoint(sessionEndpoints.updatePassword, { body }),
  });
}
