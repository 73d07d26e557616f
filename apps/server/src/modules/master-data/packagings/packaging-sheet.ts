import type { PackagingRow } from '@portal/contract/master-data';
import { z } from 'zod';
import type { Message } from '../../../platform/i18n/locale.ts';
import { exactNumber } from '../../../platform/xlsx/export.ts';
import {
  dateCell,
  decimalCell,
  optionalTextCell,
  positiveDecimalCell,
  textCell,
  wholeNumberCell,
  yesNoCell,
} from '../../../platform/xlsx/sheet-cells.ts';
import type { ExportField, SheetField } from '../../../platform/xlsx/sheet-fields.ts';
import { headers } from '../headers.ts';

/** The template's sheet, named in the caller's language like its headers. */
export const PACKAGING_SHEET_NAME: Message = { cn: '包装', en: 'Packaging', th: 'บรรจุภัณฑ์' };

/** Packaging upload template; Packaging.xlsx keeps these columns first so a download can be uploaded back. */
export const PACKAGING_SHEET = [
  { key: 'buyerCompanyCode', header: headers.buyerCompanyCode },
  { key: 'supplierCode', header: headers.supplierCode },
  { key: 'packagingNo', header: headers.packagingNo },
  { key: 'partNo', header: headers.partNo },
  { key: 'partGroup', header: headers.partGroup },
  { key: 'containerCode', header: headers.containerCode },
  { key: 'qtyPerPackage', header: headers.qtyPerPackage },
  { key: 'validDate', header: headers.validDate },
  { key: 'antirust', header: headers.antirust },
  { key: 'corrosionProtection', header: headers.corrosionProtection },
  { key: 'plasticBag', header: headers.plasticBag },
  { key: 'recyclable', header: headers.recyclable },
  { key: 'weightKg', header: headers.weightKg },
  { key: 'lengthMm', header: headers.lengthMm },
  { key: 'widthMm', header: headers.widthMm },
  { key: 'heightMm', header: headers.heightMm },
] as const satisfies readonly SheetField[];

export const PackagingSheetRow = z.object({
  buyerCompanyCode: textCell(20),
  supplierCode: textCell(20),
  packagingNo: textCell(50),
  partNo: textCell(50),
  partGroup: optionalTextCell(50),
  containerCode: optionalTextCell(50),
  qtyPerPackage: positiveDecimalCell(2, 16),
  validDate: dateCell.optional(),
  antirust: yesNoCell.optional(),
  corrosionProtection: yesNoCell.optional(),
  plasticBag: yesNoCell.optional(),
  recyclable: yesNoCell.optional(),
  weightKg: decimalCell(2, 10).optional(),
  lengthMm: wholeNumberCell.optional(),
  widthMm: wholeNumberCell.optional(),
  heightMm: wholeNumberCell.optional(),
});
export type PackagingSheetRow = z.infer<typeof PackagingSheetRow>;

export const packagingKey = (row: PackagingSheetRow) =>
  [row.buyerCompanyCode, row.supplierCode, row.packagingNo].join('|');

export const PACKAGING_EXPORT: readonly ExportField<PackagingRow>[] = [
  { header: headers.buyerCompanyCode, value: (row) => row.buyerCompanyCode },
  { header: headers.supplierCode, value: (row) => row.supplierCode },
  { header: headers.packagingNo, value: (row) => row.packagingNo },
  { header: headers.partNo, value: (row) => row.partNo },
  { header: headers.partGroup, value: (row) => row.partGroup },
  { header: headers.containerCode, value: (row) => row.containerCode },
  { header: headers.qtyPerPackage, value: (row) => exactNumber(row.qtyPerPackage) },
  { header: headers.validDate, value: (row) => row.validDateStr },
  { header: headers.antirust, value: (row) => row.antirust },
  { header: headers.corrosionProtection, value: (row) => row.corrosionProtection },
  { header: headers.plasticBag, value: (row) => row.plasticBag },
  { header: headers.recyclable, value: (row) => row.recyclable },
  { header: headers.weightKg, value: (row) => exactNumber(row.weightKg) },
  { header: headers.lengthMm, value: (row) => row.lengthMm },
  { header: headers.widthMm, value: (row) => row.widthMm },
  { header: headers.heightMm, value: (row) => row.heightMm },
  { header: headers.supplierName, width: 36, value: (row) => row.supplierName },
  { header: headers.lastUpdateTime, value: (row) => row.lastUpdateTimeStr },
  { header: headers.lastUpdateBy, value: (row) => row.lastUpdateBy },
];
