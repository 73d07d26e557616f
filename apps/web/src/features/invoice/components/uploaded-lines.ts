import { InvoiceItem } from '@portal/contract/invoice';
import { z } from 'zod';
import { trimDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { LineValues } from './detail-values.ts';

const UploadedLines = z.array(InvoiceItem);

/** The JSON part `dto` of an item list upload: the screen's ASNs and GR lines (spec 3 §7, no invoice date). */
export function itemUploadDto(
  asnNoList: readonly string[],
  lines: readonly { grId: number }[],
  invoiceHeaderId?: number,
) {
  return JSON.stringify({
    ...(invoiceHeaderId ? { invoiceHeaderId } : {}),
    asnNoList: [...new Set(asnNoList)],
    grIds: lines.map((line) => line.grId),
  });
}

/**
 * The screen's line values after an item list upload: each line the file filled (same GR) takes the
 * file's unit price, WHT and GST rates; the other lines stay as typed. A reply that is not a list of lines
 * changes nothing.
 */
export function applyUploadedLines(lines: readonly LineValues[], reply: unknown): LineValues[] {
  const parsed = UploadedLines.safeParse(reply);
  if (!parsed.success) return [...lines];
  const byGr = new Map(parsed.data.map((item) => [item.grId, item]));
  const value = (uploaded: string | null, typed: string | undefined) =>
    uploaded === null ? typed : trimDecimal(uploaded);
  return lines.map((line) => {
    const item = byGr.get(line.grId);
    if (!item) return line;
    return {
      grId: line.grId,
      unitPrice: value(item.unitPrice, line.unitPrice),
      whtRate: item.whtRate ?? line.whtRate,
      cgstRate: value(item.cgstRate, line.cgstRate),
      sgstRate: value(item.sgstRate, line.sgstRate),
      igstRate: value(item.igstRate, line.igstRate),
    };
  });
}
