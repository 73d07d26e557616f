import type { GrRow } from '@portal/contract/gr';

/**
 * Spec 2 §5 "GR to ASN": at least one receipt must be chosen, and an ASN goes to one plant of one buyer
 * (buyerPlantCodeSame); the server checks the rest (receipts already on an ASN, open schedule lines).
 * Answers the asn catalogue's rule key, or null.
 */
export function grSelectionProblem(rows: readonly GrRow[]): 'selData' | 'buyerPlantCodeSame' | null {
  const [first] = rows;
  if (!first) return 'selData';
  const samePlant = rows.every(
    (row) => row.companyCode === first.companyCode && row.shipToPlantCode === first.shipToPlantCode,
  );
  return samePlant ? null : 'buyerPlantCodeSame';
}
