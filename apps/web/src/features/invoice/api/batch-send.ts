import {
  type BatchSendBody,
  type BatchSendCount,
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

/** What the batch send dialog shows of the searched invoices: how many a send takes, and their credit memos. */
export interface BatchPreview {
  count: BatchSendCount;
  memos: CreditMemo[];
}

export async function getBatchPreview(filters: InvoiceFilterInput): Promise<BatchPreview> {
  const [count, memos] = await Promise.all([
    callEndpoint(invoiceEndpoints.batchSendCount, { body: filters }),
    callEndpoint(invoiceEndpoints.getBatchMemo, { body: filters }),
  ]);
  return { count, memos };
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
