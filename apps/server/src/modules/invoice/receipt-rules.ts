import type { SaveInvoiceItem } from '@portal/contract/invoice';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import { invoiceMessages as messages } from './messages.ts';
import type { LockedReceipt } from './receipts-repo.ts';

/**
 * The creation rules of spec 3 §5 on the receipts an invoice is made of (locked by the caller): each
 * exists for the caller and is on no other invoice; one supplier, company, plant and currency (an invoice
 * has one of each); one ASN where the process asks for it; order no + part no never twice.
 */
export function checkReceipts(
  items: readonly SaveInvoiceItem[],
  receipts: readonly LockedReceipt[],
  invoiceHeaderId: number | null,
  oneAsn: boolean,
): void {
  const ids = new Set(items.map((item) => item.grId));
  if (receipts.length !== ids.size) throw notFound(messages.receiptsMissing);
  // a receipt invoiced meanwhile may show Y before its line is visible: both mean "taken"
  const taken = receipts.find(
    (receipt) =>
      (receipt.invoiceHeaderId !== null && receipt.invoiceHeaderId !== invoiceHeaderId) ||
      (receipt.isInvoiced === 'Y' && receipt.invoiceHeaderId === null),
  );
  if (taken) throw conflict(messages.receiptTaken, { grNo: taken.grNo });
  const [first] = receipts;
  const mixed = receipts.some(
    (receipt) =>
      receipt.supplierCompanyId !== first?.supplierCompanyId ||
      receipt.buyerCompanyId !== first.buyerCompanyId ||
      receipt.shipToPlantCode !== first.shipToPlantCode ||
      receipt.currency !== first.currency,
  );
  if (mixed) throw invalid(messages.mixedReceipts);
  if (oneAsn && new Set(receipts.map((receipt) => receipt.asnNo)).size > 1) throw invalid(messages.oneAsn);
  const seen = new Set<string>();
  for (const receipt of receipts) {
    const key = `${receipt.orderNo}\u0000${receipt.partNo}`;
    if (seen.has(key)) {
      throw invalid(messages.orderPartRepeated, { orderNo: receipt.orderNo, partNo: receipt.partNo });
    }
    seen.add(key);
  }
  if (ids.size !== items.length) {
    const repeated = receipts.find((receipt) => items.filter((item) => item.grId === receipt.id).length > 1);
    throw invalid(messages.orderPartRepeated, {
      orderNo: repeated?.orderNo ?? '',
      partNo: repeated?.partNo ?? '',
    });
  }
}
