import type { AsnDetail, AsnDetailLine } from '@portal/contract/asn';

/** A part description of exactly 100 characters, the longest the screens show in full. */
export const LONG_DESCRIPTION =
  'Seat cover rear row 60/40 split, grey fabric with double stitching and side airbag tear seam, LHD v2';
/** 19 characters, as the ERP numbers its scheduling agreements. */
export const LONG_ORDER_NO = 'PO-2026-00000000123';
export const MIXED_SUPPLIER = '宁波嘉利金属冲压有限公司 บริษัท ไทยซีท จำกัด';
export const MIXED_DESCRIPTION = '座椅面套 ผ้าหุ้มเบาะ';

function line(index: number, overrides: Partial<AsnDetailLine>): AsnDetailLine {
  return {
    asnDetailId: index + 1,
    deliveryScheduleDetailId: index + 100,
    orderNo: LONG_ORDER_NO,
    lineNo: String((index + 1) * 10),
    partNo: `A-${900 + index}`,
    partDesc: index % 2 === 0 ? LONG_DESCRIPTION : MIXED_DESCRIPTION,
    unshippedQty: '1000.00000',
    maxAsnQty: null,
    asnQty: index % 2 === 0 ? '400.00000' : '12.50000',
    uom: 'PC',
    lotSizeQty: null,
    lotNo: `LOT-${index + 1}`,
    productionDateStr: '2026-11-01',
    oriAsnItemNo: null,
    packQty: null,
    packQtyPerPallet: null,
    ...overrides,
  };
}

/**
 * An ASN as the download routes hand it to the printers, with what broke them: long descriptions, 19-character
 * order numbers, Chinese and Thai in one name, and `lineCount` lines.
 */
export function asnForPrinting(lineCount: number, overrides: Partial<AsnDetailLine> = {}): AsnDetail {
  const details = Array.from({ length: lineCount }, (_, index) => line(index, overrides));
  return {
    asnHeader: {
      asnHeaderId: 7,
      asnNo: 'ASN2611260001',
      invoiceNo: 'INV-2026-0042',
      buyerCompanyCode: 'SB01',
      buyerCompanyName: 'Adient Seating (Thailand) Co., Ltd. อเดียนท์ ซีทติ้ง 安道拓座椅',
      buyerCompanyAddress:
        '700/123 Moo 5 Amata City Chonburi ถนนบางนา-ตราด ตำบลคลองตำหรุ อำเภอเมือง ชลบุรี 20000',
      shipToPlantCode: 'SP01',
      buyerPlantAddress: 'ถนนสุขุมวิท กรุงเทพฯ 上海市嘉定区安亭镇 Dock 4',
      supplierCode: 'S100101',
      supplierName: MIXED_SUPPLIER,
      supplierAddress: '浙江省宁波市北仑区 ถนนสุขุมวิท กรุงเทพฯ 10110',
      status: 'Submitted',
      i18nStatus: 'Submitted',
      createTime: '2026-11-26 08:00',
      dispatchTimeStr: '2026-11-26 09:00',
      planArrivalTimeStr: '2026-11-27 14:30',
      timeZone: 'Asia/Bangkok',
      carrierCode: 'CR01',
      carrierName: 'บริษัท ขนส่ง 物流 Logistics',
      carrierAddress: null,
      plateNo: '1กข 1234',
      netWeight: '1200.50',
      grossWeight: '1350.00',
      noOfPallet: 6,
      volume: null,
      shipMethod: 'Road',
      isCreateInvoice: 'Y',
      isCreateLabel: 'Y',
      ackRemarks: null,
      uploadDocFlag: 'N',
    },
    asnDetails: details,
    asnPackages: details.slice(0, 3).map((detail, index) => ({
      partNo: detail.partNo,
      packageNo: `PKG${String(index + 1).padStart(6, '0')}`,
      qtyOfPackaging: '10.00',
    })),
  };
}
