import type { AsnDetail } from '@portal/contract/asn';
import { derivePackages } from './send-asn.ts';

/** The packages to label: those saved, or (none saved) each line's quantity in packages of its lot size. */
export function packagesToLabel(asn: AsnDetail) {
  if (asn.asnPackages.length > 0) return asn.asnPackages;
  return derivePackages(
    asn.asnHeader.asnNo ?? '',
    asn.asnDetails.map((line) => ({
      partNo: line.partNo,
      asnQty: line.asnQty ?? '0',
      lotSizeQty: line.lotSizeQty ?? undefined,
    })),
  );
}
