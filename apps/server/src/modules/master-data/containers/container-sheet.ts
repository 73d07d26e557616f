import type { ContainerRow } from '@portal/contract/master-data';
import { z } from 'zod';
import type { Message } from '../../../platform/i18n/locale.ts';
import { exactNumber } from '../../../platform/xlsx/export.ts';
import {
  decimalCell,
  optionalTextCell,
  textCell,
  wholeNumberCell,
  yesNoCell,
} from '../../../platform/xlsx/sheet-cells.ts';
import type { ExportField, SheetField } from '../../../platform/xlsx/sheet-fields.ts';
import { headers } from '../headers.ts';

/** The template's sheet, named in the caller's language like its headers. */
export const CONTAINER_SHEET_NAME: Message = { cn: '容器', en: 'Container', th: 'คอนเทนเนอร์' };

/** Container.xlsx starts with the template's columns, so a download can be edited and uploaded back. */
export const CONTAINER_SHEET = [
  { key: 'containerCode', header: headers.containerCode },
  { key: 'containerType', header: headers.containerType, width: 24 },
  { key: 'maxLoadKg', header: headers.maxLoadKg },
  { key: 'foldFlag', header: headers.foldFlag },
  { key: 'outsideLengthMm', header: headers.outsideLengthMm },
  { key: 'outsideWidthMm', header: headers.outsideWidthMm },
  { key: 'outsideHeightMm', header: headers.outsideHeightMm },
  { key: 'weightKg', header: headers.weightKg },
  { key: 'material', header: headers.material },
] as const satisfies readonly SheetField[];

export const ContainerSheetRow = z.object({
  containerCode: textCell(50),
  containerType: textCell(50),
  maxLoadKg: decimalCell(2, 10).optional(),
  foldFlag: yesNoCell.optional(),
  outsideLengthMm: wholeNumberCell.optional(),
  outsideWidthMm: wholeNumberCell.optional(),
  outsideHeightMm: wholeNumberCell.optional(),
  weightKg: decimalCell(2, 10).optional(),
  material: optionalTextCell(50),
});
export type ContainerSheetRow = z.infer<typeof ContainerSheetRow>;

export const CONTAINER_EXPORT: readonly ExportField<ContainerRow>[] = [
  { header: headers.containerCode, value: (row) => row.containerCode },
  { header: headers.containerType, width: 24, value: (row) => row.containerType },
  { header: headers.maxLoadKg, value: (row) => exactNumber(row.maxLoadKg) },
  { header: headers.foldFlag, value: (row) => row.foldFlag },
  { header: headers.outsideLengthMm, value: (row) => row.outsideLengthMm },
  { header: headers.outsideWidthMm, value: (row) => row.outsideWidthMm },
  { header: headers.outsideHeightMm, value: (row) => row.outsideHeightMm },
  { header: headers.weightKg, value: (row) => exactNumber(row.weightKg) },
  { header: headers.material, value: (row) => row.material },
  { header: headers.lastUpdateTime, value: (row) => row.lastUpdateTimeStr },
  { header: headers.lastUpdateBy, value: (row) => row.lastUpdateBy },
];
