import type { AsnDetailLine } from '@portal/contract/asn';
import { trimDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { AsnWizardData } from '../api/get-asn-wizard-data.ts';

/** What the supplier types per line (quantities as the decimal strings the contract sends). */
export type LineValues = {
  asnQty?: string;
  lotSizeQty?: string;
  lotNo?: string;
  productionDateStr?: string;
  packQtyPerPallet?: string;
};

export type PackageValues = { partNo: string; packageNo: string; qtyOfPackaging?: string };

/** General information of the ASN header. */
export type HeaderValues = {
  invoiceNo?: string;
  dispatchTimeStr?: string;
  planArrivalTimeStr?: string;
  carrierCode?: string;
  carrierName?: string;
  carrierAddress?: string;
  plateNo?: string;
  netWeight?: string;
  grossWeight?: string;
  noOfPallet?: string;
  volume?: string;
  shipMethod?: string;
};

/** The wizard's one form: lines (tab asnDetail), packages (tab packaging), header (tab general). */
export type WizardValues = { lines: LineValues[]; packages: PackageValues[]; header: HeaderValues };

const text = (value: string | null | undefined) => value ?? undefined;
const decimal = (value: string | null | undefined) => (value ? trimDecimal(value) : undefined);
const integer = (value: number | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

export function lineValuesOf(line: AsnDetailLine): LineValues {
  return {
    asnQty: decimal(line.asnQty),
    lotSizeQty: decimal(line.lotSizeQty),
    lotNo: text(line.lotNo),
    productionDateStr: text(line.productionDateStr),
    packQtyPerPallet: integer(line.packQtyPerPallet),
  };
}

/** The form values of a loaded or saved ASN. */
export function wizardValuesOf({ asnHeader: header, asnDetails, asnPackages }: AsnWizardData): WizardValues {
  return {
    lines: asnDetails.map(lineValuesOf),
    packages: asnPackages.map((item) => ({ ...item, qtyOfPackaging: decimal(item.qtyOfPackaging) })),
    header: {
      invoiceNo: text(header.invoiceNo),
      dispatchTimeStr: text(header.dispatchTimeStr),
      planArrivalTimeStr: text(header.planArrivalTimeStr),
      carrierCode: text(header.carrierCode),
      carrierName: text(header.carrierName),
      carrierAddress: text(header.carrierAddress),
      plateNo: text(header.plateNo),
      netWeight: decimal(header.netWeight),
      grossWeight: decimal(header.grossWeight),
      noOfPallet: integer(header.noOfPallet),
      volume: decimal(header.volume),
      shipMethod: text(header.shipMethod),
    },
  };
}
