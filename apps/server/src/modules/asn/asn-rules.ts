import type { SaveAsn, SaveAsnHeader } from '@portal/contract/asn';
import { compareDecimals, sumDecimals } from '../../platform/decimal.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import { asnMessages as messages } from './messages.ts';
import { type AsnParties, dayBefore, todayAt } from './parties.ts';
import type { AsnScheduleLine } from './schedule-lines-repo.ts';

/**
 * The chosen schedule lines as one ASN: each named once, every line found for the caller, of a latest
 * release, of one buyer company, ship-to plant and supplier, and no order + part twice (spec 2 §5). An ASN
 * made of goods receipts (GR to ASN) records a delivery that arrived: its order line's quantity may lie on
 * several of its schedule lines, so there the same order line may come more than once.
 */
export function checkLineSelection(
  ids: readonly number[],
  lines: readonly AsnScheduleLine[],
  { ofReceipts = false } = {},
): void {
  if (ids.length === 0) throw invalid(messages.selData);
  // each line once: a line named twice would pass the quantity check twice
  if (new Set(ids).size !== ids.length) throw invalid(messages.lineRepeated);
  if (lines.length !== ids.length) throw notFound(messages.linesMissing);
  if (lines.some((line) => line.isLatest !== 'Y')) throw conflict(messages.superseded);
  const [first] = lines;
  if (!first) throw invalid(messages.selData);
  if (lines.some((line) => line.shipToPlant !== first.shipToPlant))
    throw invalid(messages.buyerPlantCodeSame);
  if (
    lines.some(
      (l) => l.buyerCompanyId !== first.buyerCompanyId || l.supplierCompanyId !== first.supplierCompanyId,
    )
  )
    throw invalid(messages.buyerCompanySame);
  const orderLineOf = new Map<string, string>();
  for (const line of lines) {
    const key = `${line.orderNo}|${line.partNo}`;
    const orderLine = orderLineOf.get(key);
    if (orderLine !== undefined && !(ofReceipts && orderLine === line.lineNo))
      throw invalid(messages.orderPartRepeated, { orderNo: line.orderNo, partNo: line.partNo });
    orderLineOf.set(key, line.lineNo);
  }
}

/** Every line of a saved ASN belongs to the ASN's buyer, plant and supplier. */
export function checkLinesOfAsn(
  ids: readonly number[],
  lines: readonly AsnScheduleLine[],
  asn: Pick<AsnParties, 'buyerCompanyId' | 'supplierCompanyId' | 'shipToPlantCode'>,
): void {
  const byId = new Map(lines.map((line) => [line.id, line]));
  ids.forEach((id, index) => {
    const line = byId.get(id);
    if (
      !line ||
      line.buyerCompanyId !== asn.buyerCompanyId ||
      line.supplierCompanyId !== asn.supplierCompanyId ||
      line.shipToPlant !== asn.shipToPlantCode
    )
      throw invalid(messages.lineNotInAsn, { field: `asnDetails.${index}.deliveryScheduleDetailId` });
  });
}

/** The quantity of each ASN line fits what its schedule line has left (with the over-shipment tolerance). */
export function checkQuantities(details: SaveAsn['asnDetails'], lines: readonly AsnScheduleLine[]): void {
  const byId = new Map(lines.map((line) => [line.id, line]));
  details.forEach((detail, index) => {
    const line = byId.get(detail.deliveryScheduleDetailId);
    if (!line)
      throw invalid(messages.lineNotInAsn, { field: `asnDetails.${index}.deliveryScheduleDetailId` });
    if (line.allowedLeft !== null && compareDecimals(detail.asnQty, line.allowedLeft, 7) > 0) {
      const allowed = sumDecimals([line.allowedLeft], 7);
      throw conflict(messages.qtyOverUnshipped, {
        field: `asnDetails.${index}.asnQty`,
        orderNo: line.orderNo,
        partNo: line.partNo,
        asnQty: detail.asnQty,
        allowed: compareDecimals(allowed, '0', 7) < 0 ? '0' : allowed,
      });
    }
  });
}

/** Rules of each line on its own (spec 2 §5): packages and pallets, production date. */
export function checkLineFields(details: SaveAsn['asnDetails'], timeZone: string): void {
  const today = todayAt(timeZone);
  details.forEach((detail, index) => {
    if (detail.lotSizeQty && compareDecimals(detail.lotSizeQty, detail.asnQty, 5) > 0)
      throw invalid(messages.lotSizeOverQty, { field: `asnDetails.${index}.lotSizeQty` });
    if (
      detail.packQtyPerPallet !== undefined &&
      detail.packQty !== undefined &&
      detail.packQtyPerPallet > detail.packQty
    )
      throw invalid(messages.perPalletOverPack, { field: `asnDetails.${index}.packQtyPerPallet` });
    if (detail.productionDateStr && detail.productionDateStr > today)
      throw invalid(messages.productionDateFuture, { field: `asnDetails.${index}.productionDateStr` });
  });
}

/** Header rules of every save: shipment not after arrival, arrival not before yesterday. */
export function checkHeader(header: SaveAsnHeader, timeZone: string): void {
  const { dispatchTimeStr: dispatch, planArrivalTimeStr: arrival } = header;
  if (dispatch && arrival && dispatch > arrival) throw invalid(messages.dateValid1);
  if (arrival && arrival.slice(0, 10) < dayBefore(todayAt(timeZone)))
    throw invalid(messages.arrivalBeforeYesterday);
}

/** What a send needs beyond a draft: both times, and the invoice number when the supplier sends one. */
export function checkSendable(header: SaveAsnHeader, isCreateInvoice: 'Y' | 'N'): void {
  if (!header.dispatchTimeStr) throw invalid(messages.dispatchRequired);
  if (!header.planArrivalTimeStr) throw invalid(messages.arrivalRequired);
  if (isCreateInvoice === 'Y' && !header.invoiceNo) throw invalid(messages.invoiceRequired);
}

/** Packages name parts of the lines, have unique numbers, and hold no more than each part ships. */
export function checkPackages(body: SaveAsn, lines: readonly AsnScheduleLine[]): void {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const shippedByPart = new Map<string, string[]>();
  for (const detail of body.asnDetails) {
    const partNo = byId.get(detail.deliveryScheduleDetailId)?.partNo;
    if (partNo) shippedByPart.set(partNo, [...(shippedByPart.get(partNo) ?? []), detail.asnQty]);
  }
  const numbers = new Set<string>();
  const packedByPart = new Map<string, string[]>();
  body.asnPackages.forEach((pack, index) => {
    if (!shippedByPart.has(pack.partNo))
      throw invalid(messages.packageOfUnknownPart, {
        field: `asnPackages.${index}.partNo`,
        partNo: pack.partNo,
      });
    if (numbers.has(pack.packageNo))
      throw invalid(messages.packageRepeated, {
        field: `asnPackages.${index}.packageNo`,
        packageNo: pack.packageNo,
      });
    numbers.add(pack.packageNo);
    packedByPart.set(pack.partNo, [...(packedByPart.get(pack.partNo) ?? []), pack.qtyOfPackaging]);
  });
  for (const [partNo, quantities] of packedByPart) {
    const packed = sumDecimals(quantities, 5);
    const asnQty = sumDecimals(shippedByPart.get(partNo) ?? [], 5);
    if (compareDecimals(packed, asnQty, 5) > 0)
      throw invalid(messages.packagesOverQty, { partNo, packed, asnQty });
  }
}
