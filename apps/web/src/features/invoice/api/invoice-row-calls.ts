import { type InvoiceRow, invoiceEndpoints } from '@portal/contract/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { INVOICE_PROCESSES } from '../components/invoice-processes.ts';
import { INVOICE_ASN_PAGE_KEY } from './get-invoice-asn-page.ts';
import { INVOICE_PAGE_KEY } from './get-invoice-page.ts';

/** The invoice list's row calls (spec 3 §7); each answers the server's message, shown as success (§8). */
export type InvoiceRowCall =
  | { call: 'delete'; row: InvoiceRow }
  | { call: 'approve'; row: InvoiceRow }
  | { call: 'check'; row: InvoiceRow }
  | { call: 'receive'; row: InvoiceRow; invoiceReceiveDateStr: string }
  | { call: 'reject'; row: InvoiceRow; rejectType?: string; rejectReason?: string }
  | { call: 'changeStatus'; row: InvoiceRow; form?: Record<string, string | number | undefined> }
  | { call: 'sendWriteOff'; row: InvoiceRow; voucherNo: string; postingDate: number };

function send(input: InvoiceRowCall) {
  const { row } = input;
  const process = INVOICE_PROCESSES[row.type];
  const id = row.invoiceHeaderId;
  const seen = { invoiceHeaderId: id, status: row.status };
  switch (input.call) {
    case 'delete':
      return callEndpointWithMessage(process.remove, { params: { id } });
    case 'approve':
      return callEndpointWithMessage(process.approve, { body: seen });
    case 'check':
      return callEndpointWithMessage(invoiceEndpoints.invoiceCheck, { body: seen });
    case 'receive':
      return callEndpointWithMessage(invoiceEndpoints.receiveInvoice, {
        body: { ...seen, invoiceReceiveDateStr: input.invoiceReceiveDateStr },
      });
    case 'reject':
      return callEndpointWithMessage(process.reject, {
        body: {
          invoiceHeaderId: id,
          needApprove: row.needApprove,
          rejectType: input.rejectType,
          rejectReason: input.rejectReason,
        },
      });
    case 'changeStatus':
      return callEndpointWithMessage(invoiceEndpoints.changeInvoiceStatus, {
        body: { invoiceHeaderId: id, ...input.form },
      });
    case 'sendWriteOff':
      return callEndpointWithMessage(invoiceEndpoints.sendWriteoffInvoice, {
        params: { id },
        body: { ...seen, voucherNo: input.voucherNo, postingDate: input.postingDate },
      });
  }
}

/** Runs a row call; the list (and the create lists, whose receipts a delete frees) read again either way. */
export function useInvoiceRowCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceRowCall) => send(input),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
    onSettled: () => {
      for (const queryKey of [INVOICE_PAGE_KEY, INVOICE_ASN_PAGE_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
