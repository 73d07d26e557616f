import type { InvoiceType, SaveInvoice } from '@portal/contract/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { INVOICE_PROCESSES } from '../components/invoice-processes.ts';
import { INVOICE_ASN_PAGE_KEY } from './get-invoice-asn-page.ts';
import { INVOICE_DETAIL_KEY } from './get-invoice-detail.ts';
import { INVOICE_PAGE_KEY } from './get-invoice-page.ts';

export type SaveInvoiceInput = z.input<typeof SaveInvoice>;

/**
 * Saves the invoice as a draft through the call of its type (create or update); the answer is the saved
 * invoice with its computed amounts. The lists read again: the receipts are now on an invoice.
 */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body }: { type: InvoiceType; body: SaveInvoiceInput }) =>
      callEndpointWithMessage(INVOICE_PROCESSES[type].save, { body }),
    onSuccess: () => {
      for (const queryKey of [INVOICE_ASN_PAGE_KEY, INVOICE_PAGE_KEY, INVOICE_DETAIL_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
