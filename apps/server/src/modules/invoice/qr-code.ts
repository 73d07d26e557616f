/**
 * A scanned invoice QR code (spec 3 §2.3): trimmed and split on |. One part is the supplier code; two
 * are supplier code and invoice number; three or more are the supplier code, the middle parts joined
 * as the invoice number, and the last part as the ship-to plant.
 */
export interface ScannedCode {
  supplierCode: string;
  invoiceNo?: string;
  shipToPlantCode?: string;
}

export function parseQrCode(text: string): ScannedCode {
  const parts = text.trim().split('|');
  const [supplierCode = '', ...rest] = parts;
  if (rest.length === 0) return { supplierCode };
  if (rest.length === 1) return { supplierCode, invoiceNo: rest[0] };
  return { supplierCode, invoiceNo: rest.slice(0, -1).join(''), shipToPlantCode: rest[rest.length - 1] };
}
