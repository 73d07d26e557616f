import type { PriceListRow } from '@portal/contract/master-data';
import { z } from 'zod';
import type { Message } from '../../../platform/i18n/locale.ts';
import { exactNumber } from '../../../platform/xlsx/export.ts';
import { dateCell, decimalCell, optionalTextCell, textCell } from '../../../platform/xlsx/sheet-cells.ts';
import type { ExportField, SheetField } from '../../../platform/xlsx/sheet-fields.ts';
import { headers } from '../headers.ts';

/** The template's sheet, named in the caller's language like its headers. */
export const PRICE_SHEET_NAME: Message = { cn: '零件价格', en: 'PartPrice', th: 'ราคาชิ้นส่วน' };

/** Columns of the price upload template (ours: the spec shows no price maintenance). */
export const PRICE_SHEET = [
  { key: 'companyCode', header: headers.companyCode },
  { key: 'supplierCode', header: headers.supplierCode },
  { key: 'partNo', header: headers.partNo },
  { key: 'partDesc', header: headers.partDescription, width: 36 },
  { key: 'priceListCode', header: headers.priceListCode },
  { key: 'unitPrice', header: headers.unitPrice },
  { key: 'currency', header: headers.currency, width: 10 },
  { key: 'uom', header: headers.uom, width: 10 },
  { key: 'effectiveDateFrom', header: headers.effectiveDateFrom },
  { key: 'effectiveDateTo', header: headers.effectiveDateTo },
] as const satisfies readonly SheetField[];

/**
 * One price: codes required, the unit price exact with at most 6 decimals (numeric(19, 6)), dates as
 * yyyy-MM-dd, yyyyMMdd or Excel dates; an empty end date is open-ended.
 */
export const PriceSheetRow = z.object({
  companyCode: textCell(20),
  supplierCode: textCell(20),
  partNo: textCell(50),
  partDesc: optionalTextCell(200),
  priceListCode: textCell(50),
  unitPrice: decimalCell(6, 13),
  currency: textCell(10).transform((value) => value.toUpperCase()),
  uom: textCell(10),
  effectiveDateFrom: dateCell,
  effectiveDateTo: dateCell.optional(),
});
export type PriceSheetRow = z.infer<typeof PriceSheetRow>;

/** One period of a price list: the same company, part, code and start date twice in a file is a repeat. */
export const priceKey = (
  row: Pick<PriceSheetRow, 'companyCode' | 'partNo' | 'priceListCode' | 'effectiveDateFrom'>,
) => [row.companyCode, row.partNo, row.priceListCode, row.effectiveDateFrom].join('|');

/** PriceList Info.xlsx: the list's columns. */
export const PRICE_EXPORT: readonly ExportField<PriceListRow>[] = [
  { header: headers.companyCode, value: (row) => row.companyCode },
  { header: headers.partNo, value: (row) => row.partNo },
  { header: headers.partDescription, width: 36, value: (row) => row.partDesc },
  { header: headers.unitPrice, value: (row) => exactNumber(row.unitPrice) },
  { header: headers.currency, width: 10, value: (row) => row.currency },
  { header: headers.uom, width: 10, value: (row) => row.uom },
  { header: headers.effectiveDateFrom, value: (row) => row.effectiveDateFromStr },
  { header: headers.effectiveDateTo, value: (row) => row.effectiveDateToStr },
  { header: headers.priceListCode, value: (row) => row.priceListCode },
  { header: headers.inboundMsgDate, value: (row) => row.inboundMsgDateStr },
];
