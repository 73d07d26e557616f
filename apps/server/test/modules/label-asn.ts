import type { AsnDetail, AsnDetailLine } from '@portal/contract/asn';

/**
 * An ASN to print labels of, without a database: two parts in 9 packages (4 x 10 + 5 of one, 4 x 12.5 of
 * the other), a Chinese buyer, a Thai supplier, a long description and one mixing Chinese and Thai.
 */
export const ASN_NO = 'SS01-ASN-20261126-0042';

export function line(
  index: number,
  partNo: string,
  partDesc: string,
  asnQty: string,
  lotSizeQty: string,
): AsnDetailLine {
  return {
    asnDetailId: index,
    deliveryScheduleDetailId: index,
    orderNo: `PO-2026-00000${index}4711`,
    lineNo: String(index * 10),
    partNo,
    partDesc,
    unshippedQty: '0',
    maxAsnQty: null,
    asnQty,
    uom: 'PCS',
    lotSizeQty,
    lotNo: `LOT-${index}`,
    productionDateStr: '2026-11-20',
    oriAsnItemNo: null,
    packQty: null,
    packQtyPerPallet: null,
  };
}

export const asn: AsnDetail = {
  asnHeader: {
    asnHeaderId: 42,
    asnNo: ASN_NO,
    invoiceNo: null,
    buyerCompanyCode: 'SB01',
    buyerCompanyName: '宁波座椅有限公司',
    buyerCompanyAddress: null,
    shipToPlantCode: 'SP01',
    buyerPlantAddress: null,
    supplierCode: 'SS01',
    supplierName: 'บริษัท ผ้าหุ้มเบาะ จำกัด',
    supplierAddress: null,
    status: 'Draft',
    i18nStatus: 'Draft',
    createTime: '2026-11-26 08:00',
    dispatchTimeStr: '2026-11-27 08:00',
    planArrivalTimeStr: '2026-11-28 10:00',
    timeZone: 'Asia/Shanghai',
    carrierCode: null,
    carrierName: null,
    carrierAddress: null,
    plateNo: null,
    netWeight: null,
    grossWeight: null,
    noOfPallet: null,
    volume: null,
    shipMethod: null,
    isCreateInvoice: 'N',
    isCreateLabel: 'Y',
    ackRemarks: null,
    uploadDocFlag: 'N',
  },
  asnDetails: [
    line(
      1,
      'P-100-200-A',
      'Seat cover fabric, front left, heated, with side airbag cut-out, '.repeat(10),
      '45.00000',
      '10',
    ),
    line(2, 'P-7', '座椅面套 ผ้าหุ้มเบาะ', '50.00000', '12.5'),
  ],
  asnPackages: [],
};
