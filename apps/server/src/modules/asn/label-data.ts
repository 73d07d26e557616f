import type { AsnDetail, AsnDetailLine } from '@portal/contract/asn';
import { packagesToLabel } from './package-list.ts';

/**
 * What one transport label carries, after VDA 4994 / Odette GTL as far as the portal knows it: receiver
 * (buyer company) and its ship-to plant, supplier, part number and description, quantity and unit, order
 * number, batch, production date, package number and ASN number. The portal keeps no dock or unloading
 * point, so the label has none.
 */
export interface LabelData {
  asnNo: string;
  receiver: string;
  shipToPlant: string;
  supplier: string;
  partNo: string;
  partDesc: string;
  quantity: string;
  unit: string;
  orderNo: string;
  batch: string;
  productionDate: string;
  packageNo: string;
  /** 1-based, of packageCount */
  packageIndex: number;
  packageCount: number;
  dispatchTime: string;
  arrivalTime: string;
}

/** A quantity as people write it: "400.00000" is 400, "12.50000" is 12.5. */
export function meaningfulDecimals(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The distinct non-empty values of the lines of a part, in line order, joined by " / ". */
function ofPart(lines: AsnDetailLine[], pick: (line: AsnDetailLine) => string | null): string {
  return [...new Set(lines.map(pick).filter((value): value is string => Boolean(value)))].join(' / ');
}

/**
 * One label per package. A package names its part only, so order, batch and production date come from the
 * ASN's lines of that part (all of them when the part ships on several orders).
 */
export function labelsOf(asn: AsnDetail): LabelData[] {
  const header = asn.asnHeader;
  const asnNo = header.asnNo ?? '';
  const packages = packagesToLabel(asn);
  return packages.map((pack, index) => {
    const lines = asn.asnDetails.filter((line) => line.partNo === pack.partNo);
    return {
      asnNo,
      receiver: `${header.buyerCompanyCode} ${header.buyerCompanyName}`,
      shipToPlant: header.shipToPlantCode,
      supplier: `${header.supplierCode} ${header.supplierName}`,
      partNo: pack.partNo,
      partDesc: ofPart(lines, (line) => line.partDesc),
      quantity: meaningfulDecimals(pack.qtyOfPackaging),
      unit: ofPart(lines, (line) => line.uom),
      orderNo: ofPart(lines, (line) => line.orderNo),
      batch: ofPart(lines, (line) => line.lotNo),
      productionDate: ofPart(lines, (line) => line.productionDateStr),
      packageNo: pack.packageNo,
      packageIndex: index + 1,
      packageCount: packages.length,
      dispatchTime: header.dispatchTimeStr ?? '',
      arrivalTime: header.planArrivalTimeStr ?? '',
    };
  });
}

/** What the label's QR code holds: ASN number, part, quantity and package number, separated by |. */
export function labelCode(label: Pick<LabelData, 'asnNo' | 'partNo' | 'quantity' | 'packageNo'>): string {
  return [label.asnNo, label.partNo, label.quantity, label.packageNo].join('|');
}
