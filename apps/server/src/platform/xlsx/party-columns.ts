import type { ExportField } from './sheet-fields.ts';

/** The fields by which a row names its buyer company, ship-to plant and supplier. */
export interface PartyFields {
  companyCode: string;
  shipToPlantCode: string;
  supplierCode: string;
  supplierName: string;
}

/**
 * The four columns naming buyer company, ship-to plant and supplier, in the order the lists show them,
 * for every export whose rows carry those fields (GR.xlsx, INVOICE.xlsx).
 */
export function partyColumns<Row extends PartyFields>(): ExportField<Row>[] {
  return [
    {
      header: { cn: '公司代码', en: 'Company Code', th: 'รหัสบริษัท' },
      value: (row) => row.companyCode,
      width: 12,
    },
    {
      header: { cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' },
      value: (row) => row.shipToPlantCode,
      width: 12,
    },
    {
      header: { cn: '供应商代码', en: 'Supplier Code', th: 'รหัสซัพพลายเออร์' },
      value: (row) => row.supplierCode,
      width: 14,
    },
    {
      header: { cn: '供应商名称', en: 'Supplier Name', th: 'ชื่อซัพพลายเออร์' },
      value: (row) => row.supplierName,
      width: 30,
    },
  ];
}
