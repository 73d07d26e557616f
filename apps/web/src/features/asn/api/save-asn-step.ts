import { asnEndpoints, type SaveAsn } from '@portal/contract/asn';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { ASN_CREATE_PAGE_KEY } from './get-asn-create-page.ts';
import { ASN_PAGE_KEY } from './get-asn-page.ts';

/** The wizard's calls: each step saves the whole ASN as a Draft; `send` submits it (spec 2 §7). */
const STEP_ENDPOINTS = {
  detail: asnEndpoints.saveOrUpdateDraftAsn,
  packaging: asnEndpoints.saveAsnPackage,
  general: asnEndpoints.saveAsnGeneralInfo,
  send: asnEndpoints.sendAsn,
} as const;

export type AsnStep = keyof typeof STEP_ENDPOINTS;
export type SaveAsnInput = z.input<typeof SaveAsn>;

/**
 * Saves one step (or sends). The server's message is the success notice and its answer the wizard's new
 * working copy; a refusal is shown by the HTTP client (spec 2 §8: save failures show the server message).
 */
export function useSaveAsnStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: AsnStep; body: SaveAsnInput }) =>
      callEndpointWithMessage(STEP_ENDPOINTS[step], { body }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
      // the shipped quantities of the schedule lines and the history changed
      for (const queryKey of [ASN_PAGE_KEY, ASN_CREATE_PAGE_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
