import type { AsnWizardData } from '../api/get-asn-wizard-data.ts';
import type { SaveAsnInput } from '../api/save-asn-step.ts';
import { packageCount } from './decimal-math.ts';
import type { HeaderValues, LineValues, PackageValues, WizardValues } from './wizard-values.ts';

/** Empty inputs are left out: the contract's optional fields are absent, never "". */
function filled(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function wholeNumber(value: string | undefined): number | undefined {
  const text = filled(value);
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
}

function headerBody(asnHeaderId: number | null, header: HeaderValues): SaveAsnInput['asnHeader'] {
  return {
    asnHeaderId: asnHeaderId ?? undefined,
    invoiceNo: filled(header.invoiceNo),
    dispatchTimeStr: filled(header.dispatchTimeStr),
    planArrivalTimeStr: filled(header.planArrivalTimeStr),
    carrierCode: filled(header.carrierCode),
    carrierName: filled(header.carrierName),
    carrierAddress: filled(header.carrierAddress),
    plateNo: filled(header.plateNo),
    netWeight: filled(header.netWeight),
    grossWeight: filled(header.grossWeight),
    noOfPallet: wholeNumber(header.noOfPallet),
    volume: filled(header.volume),
    shipMethod: filled(header.shipMethod),
  };
}

function lineBody(
  line: AsnWizardData['asnDetails'][number],
  values: LineValues,
): SaveAsnInput['asnDetails'][number] {
  return {
    asnDetailId: line.asnDetailId ?? undefined,
    // every line of a wizard ships a schedule line (a GR selection is answered with its schedule lines)
    deliveryScheduleDetailId: line.deliveryScheduleDetailId,
    asnQty: filled(values.asnQty) ?? '',
    lotSizeQty: filled(values.lotSizeQty),
    lotNo: filled(values.lotNo),
    productionDateStr: filled(values.productionDateStr),
    packQty: packageCount(values.asnQty, values.lotSizeQty) ?? undefined,
    packQtyPerPallet: wholeNumber(values.packQtyPerPallet),
  };
}

function packageBody(item: PackageValues): NonNullable<SaveAsnInput['asnPackages']>[number] {
  return {
    partNo: item.partNo,
    packageNo: item.packageNo,
    qtyOfPackaging: filled(item.qtyOfPackaging) ?? '',
  };
}

/**
 * The payload of every step and of the send: the whole ASN as the form holds it. A new ASN opened from
 * goods receipts sends them along with its first save, which links them to it.
 */
export function saveBodyOf(data: AsnWizardData, values: WizardValues): SaveAsnInput {
  const withLabels = data.asnHeader.isCreateLabel === 'Y';
  const isNew = data.asnHeader.asnHeaderId === null;
  return {
    asnHeader: headerBody(data.asnHeader.asnHeaderId, values.header),
    asnDetails: data.asnDetails.map((line, index) => lineBody(line, values.lines[index] ?? {})),
    asnPackages: withLabels ? values.packages.map(packageBody) : [],
    ...(isNew && data.grIds?.length ? { grIds: data.grIds } : {}),
  };
}
