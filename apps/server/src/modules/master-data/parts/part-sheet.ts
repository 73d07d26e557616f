import type { PartRow } from '@portal/contract/master-data';
import { z } from 'zod';
import type { Message } from '../../../platform/i18n/locale.ts';
import { exactNumber } from '../../../platform/xlsx/export.ts';
import { optionalTextCell, positiveDecimalCell, textCell } from '../../../platform/xlsx/sheet-cells.ts';
import type { ExportField, SheetField } from '../../../platform/xlsx/sheet-fields.ts';
import { headers } from '../headers.ts';

/** The template's sheet, named in the caller's language like its headers. */
export const PART_SHEET_NAME: Message = { cn: '零件信息', en: 'PartInfo', th: 'ข้อมูลชิ้นส่วน' };

/** Columns of the part upload template, in template order. */
export const PART_SHEET = [
  { key: 'buyerCompanyCode', header: headers.buyerCompanyCode },
  { key: 'buyerPlantCode', header: headers.buyerPlantCode },
  { key: 'supplierCode', header: headers.supplierCode },
  { key: 'partNo', header: headers.partNo },
  { key: 'partDescription', header: headers.partDescription, width: 36 },
  { key: 'uom', header: headers.uom, width: 10 },
  { key: 'versionNo', header: headers.versionNo },
  { key: 'lotSizeQty', header: headers.lotSizeQty },
  { key: 'model', header: headers.model },
  { key: 'planner', header: headers.planner },
] as const satisfies readonly SheetField[];

/** One upload row: codes required and known, lot size a positive number with at most 2 decimals. */
export const PartSheetRow = z.object({
  buyerCompanyCode: textCell(20),
  buyerPlantCode: textCell(20),
  supplierCode: textCell(20),
  partNo: textCell(50),
  partDescription: optionalTextCell(200),
  uom: textCell(10),
  versionNo: optionalTextCell(20),
  lotSizeQty: positiveDecimalCell(2, 16).optional(),
  model: optionalTextCell(50),
  planner: optionalTextCell(50),
});
export type PartSheetRow = z.infer<typeof PartSheetRow>;

/** What must be unique inside one file: the part of one supplier at one plant. */
export const partKey = (row: PartSheetRow) =>
  [row.buyerCompanyCode, row.buyerPlantCode, row.partNo, row.supplierCode].join('|');

/** PartInfo.xlsx: the list's columns. */
export const PART_EXPORT: readonly ExportField<PartRow>[] = [
  { header: headers.buyerCompanyCode, value: (row) => row.buyerCompanyCode },
  { header: headers.buyerPlantCode, value: (row) => row.buyerPlantCode },
  { header: headers.supplierCode, value: (row) => row.supplierCode },
  { header: headers.supplierName, width: 36, value: (row) => row.supplierName },
  { header: headers.partNo, value: (row) => row.partNo },
  { header: headers.partDescription, width: 36, value: (row) => row.partDescription },
  { header: headers.uom, width: 10, value: (row) => row.uom },
  { header: headers.versionNo, value: (row) => row.versionNo },
  { header: headers.lotSizeQty, value: (row) => exactNumber(row.lotSizeQty) },
  { header: headers.model, value: (row) => row.model },
  { header: headers.planner, value: (row) => row.planner },
  { header: headers.lastUpdateTime, value: (row) => row.lastUpdateTimeStr },
  { header: headers.lastUpdateBy, value: (row) => row.lastUpdateBy },
];
