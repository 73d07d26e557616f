import type { AsnCreateRow } from '@portal/contract/asn';

/**
 * Spec 2 §5: an ASN takes schedule lines of one ship-to plant (of one buyer), and an order number with a
 * part number only once. Answers the key of the refusal (`asn:rules.<key>`) or null when the lines may
 * become an ASN.
 */
export function creationSelectionProblem(rows: readonly AsnCreateRow[]): string | null {
  if (rows.length === 0) return 'selData';
  const plants = new Set(rows.map((row) => `${row.buyerCompanyCode}|${row.shipToPlant}`));
  if (plants.size > 1) return 'buyerPlantCodeSame';
  const orderParts = new Set(rows.map((row) => `${row.orderNo}|${row.partNo}`));
  return orderParts.size < rows.length ? 'orderPartRepeat' : null;
}
