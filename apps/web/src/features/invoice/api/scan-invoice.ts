import { type InvoiceRow, type InvoiceScanBody, invoiceEndpoints } from '@portal/contract/invoice';
import { callEndpointQuiet } from '../../../platform/http/call-endpoint.ts';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';

/** The invoices a scanned code names (none, one, or several); quiet: the scan page says why in place. */
export function queryByScan(body: InvoiceScanBody): Promise<InvoiceRow[]> {
  return callEndpointQuiet(invoiceEndpoints.queryByScan, { body });
}

/** The scan check of one invoice; the server's message is the success notice (or why it is not ready). */
export function invoiceCheck(row: InvoiceRow) {
  return callEndpointWithMessage(invoiceEndpoints.invoiceCheck, {
    body: { invoiceHeaderId: row.invoiceHeaderId, status: row.status },
  });
}
