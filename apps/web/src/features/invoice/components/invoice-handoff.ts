import { InvoiceGrQuery } from '@portal/contract/invoice';
import { z } from 'zod';
import { parseStored } from '../../../platform/session/session-storage.ts';

/**
 * What the invoice screens hand each other through the session (spec 3 §2.1, §2.2): the ASNs chosen on
 * a create list (the receipt query of the new invoice), or the invoice header id opened from the list.
 * Kept in session storage so a reload of a detail route shows the same invoice.
 */
const CREATE_KEY = 'invoiceCreate';
const HEADER_KEY = 'invoiceHeaderId';

export const InvoiceCreateHandoff = InvoiceGrQuery.omit({
  pageNo: true,
  size: true,
  sort: true,
  sortName: true,
});
export type InvoiceCreateHandoff = z.infer<typeof InvoiceCreateHandoff>;

export function handReceiptsToDetail(handoff: InvoiceCreateHandoff): void {
  sessionStorage.setItem(CREATE_KEY, JSON.stringify(handoff));
}

export function readReceiptsHandoff(): InvoiceCreateHandoff | null {
  return parseStored(sessionStorage.getItem(CREATE_KEY), InvoiceCreateHandoff);
}

export function handInvoiceToDetail(invoiceHeaderId: number): void {
  sessionStorage.setItem(HEADER_KEY, String(invoiceHeaderId));
}

export function readInvoiceHandoff(): number | null {
  return parseStored(sessionStorage.getItem(HEADER_KEY), z.coerce.number().int().positive());
}
