import type { PackagingRow } from '@portal/contract/master-data';
import type { PackagingPicture } from '@portal/contract/packaging-pictures';

/** A stored picture as the server answers it: a 2 KB PNG whose version names its slot. */
export function packagingPicture(slot: number): PackagingPicture {
  return {
    slot,
    contentType: 'image/png',
    size: 2048,
    version: `${slot}000`,
    uploadedBy: 'admin',
    uploadedAt: '2026-11-26 10:00',
  };
}

/** A packaging record as the list answers it, with a picture in each of the given slots. */
export function packagingRow(packagingId: number, packagingNo: string, pictureSlots: number[]): PackagingRow {
  return {
    packagingId,
    buyerCompanyCode: 'ADCN',
    supplierCode: 'S100101',
    supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
    packagingNo,
    partNo: 'P1',
    partGroup: null,
    containerCode: null,
    qtyPerPackage: '10.00',
    validDateStr: null,
    antirust: null,
    corrosionProtection: null,
    plasticBag: null,
    recyclable: null,
    weightKg: null,
    lengthMm: null,
    widthMm: null,
    heightMm: null,
    lastUpdateTimeStr: '2026-11-26 10:00',
    lastUpdateBy: 'admin',
    pictures: pictureSlots.map(packagingPicture),
  };
}
