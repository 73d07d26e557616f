import {
  type BatchSendBody,
  type CreditMemo,
  type InvoiceFilter,
  invoiceEndpoints,
} from '@portal/contract/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { INVOICE_PAGE_KEY } from './get-invoice-page.ts';

export type InvoiceFilterInput = z.input<typeof InvoiceFilter>;

/** The credit memos of the searched invoices, for the batch send dialog. */
export function getBatchMemo(filters: InvoiceFilterInput): Promise<CreditMemo[]> {
  return callEndpoint(invoiceEndpoints.getBatchMemo, { body: filters });
}

/**
 * Spec 3 §7: sends the searched invoices (at most 100 a send) with the memos' voucher numbers; a string in
 * the answer is a warning (a send is already processing), otherwise prompt.sendSuccess12.
 */
export function useBatchSend() {
  const { t } = useTranslation('invoice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof BatchSendBody>) =>
      callEndpoint(invoiceEndpoints.batchSendInfo, { body }),
    onSuccess: (warning) => {
      if (warning) notifier.warning(warning);
      else notifier.success(t('prompt.sendSuccess12'));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: INVOICE_PAGE_KEY }),
  });
}
