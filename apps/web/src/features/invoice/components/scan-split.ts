import type { InvoiceScanBody } from '@portal/contract/invoice';

/**
 * Spec 3 §2.3: the scanned text is trimmed and split on `|`: one part is the supplier code; two are
 * supplier code and invoice number; three or more are supplier code, the middle parts joined as the
 * invoice number, and the last part the ship-to plant. Parts are trimmed; null when nothing was scanned.
 */
export function splitScan(scanned: string): InvoiceScanBody | null {
  const text = scanned.trim();
  if (!text) return null;
  const parts = text.split('|').map((part) => part.trim());
  const [supplierCode = '', ...rest] = parts;
  if (rest.length === 0) return { supplierCode };
  if (rest.length === 1) return { supplierCode, invoiceNo: rest[0] };
  return { supplierCode, invoiceNo: rest.slice(0, -1).join(''), shipToPlantCode: rest.at(-1) };
}
