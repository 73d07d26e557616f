import type { OverShippedRow } from '@portal/contract/master-data';
import { z } from 'zod';
import { exactNumber } from '../../../platform/xlsx/export.ts';
import { decimalCell, optionalTextCell, textCell, yesNoCell } from '../../../platform/xlsx/sheet-cells.ts';
import type { ExportField, SheetField } from '../../../platform/xlsx/sheet-fields.ts';
import { headers } from '../headers.ts';

/**
 * Supplier.xlsx and the upload read the same columns (the spec shows no template for this upload: a user
 * downloads the list, edits the flags and uploads it back). The supplier name is only read along.
 */
export const OVER_SHIPPED_SHEET = [
  { key: 'buyerCompanyCode', header: headers.buyerCompanyCode },
  { key: 'supplierCode', header: headers.supplierCode },
  { key: 'supplierName', header: headers.supplierName, width: 36 },
  { key: 'isOverShipped', header: headers.isOverShipped },
  { key: 'isOverShippedTolerence', header: headers.isOverShippedTolerence },
  { key: 'ratePercent', header: headers.ratePercent },
] as const satisfies readonly SheetField[];

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Y' : 'N');

export const OVER_SHIPPED_EXPORT: readonly ExportField<OverShippedRow>[] = [
  { header: headers.buyerCompanyCode, value: (row) => row.buyerCompanyCode },
  { header: headers.supplierCode, value: (row) => row.supplierCode },
  { header: headers.supplierName, width: 36, value: (row) => row.supplierName },
  { header: headers.isOverShipped, value: (row) => yesNo(row.isOverShipped) },
  { header: headers.isOverShippedTolerence, value: (row) => yesNo(row.isOverShippedTolerence) },
  { header: headers.ratePercent, value: (row) => exactNumber(row.ratePercent) },
];

/** Spec 1 §4 as for the edit dialog: the tolerance flag when over-shipping, the rate when the flag is set. */
export const OverShippedSheetRow = z
  .object({
    buyerCompanyCode: textCell(20),
    supplierCode: textCell(20),
    supplierName: optionalTextCell(200),
    isOverShipped: yesNoCell,
    isOverShippedTolerence: yesNoCell.optional(),
    ratePercent: decimalCell(2, 3)
      .refine((value) => Number(value) <= 100, { params: { maximum: 100 } })
      .optional(),
  })
  .superRefine((row, context) => {
    if (row.isOverShipped === 'Y' && row.isOverShippedTolerence === undefined) {
      context.addIssue({ code: 'custom', message: 'required', path: ['isOverShippedTolerence'] });
    }
    if (row.isOverShipped === 'Y' && row.isOverShippedTolerence === 'Y' && row.ratePercent === undefined) {
      context.addIssue({ code: 'custom', message: 'required', path: ['ratePercent'] });
    }
  });
export type OverShippedSheetRow = z.infer<typeof OverShippedSheetRow>;

export const overShippedKey = (row: OverShippedSheetRow) => `${row.buyerCompanyCode}|${row.supplierCode}`;
