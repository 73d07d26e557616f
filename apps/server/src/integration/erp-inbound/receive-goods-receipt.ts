import { createHash } from 'node:crypto';
import type { RowError } from '@portal/contract/common';
import type {
  GoodsReceipt,
  GoodsReceiptLineInput,
  GoodsReceiptLineResult,
  GoodsReceiptResult,
} from '@portal/contract/erp-inbound';
import type { Database } from '../../db/client.ts';
import { conflict, invalid } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { resolveGoodsReceipt } from './goods-receipt-references.ts';
import {
  insertReceiptLines,
  lockGoodsReceipt,
  type NewReceiptLine,
  receivedLines,
} from './goods-receipt-repo.ts';
import { erpInboundMessages as messages } from './messages.ts';

const ERP_AUTHOR = 'ERP';

/** A digest of what the ERP said about one receipt line (after validation, so spacing and number forms do not matter). */
function contentHashOf(receipt: GoodsReceipt, line: GoodsReceiptLineInput): string {
  const { lines: _lines, ...head } = receipt;
  // N is the default: a line saying so is the same line as one saying nothing (digests stored before the flag)
  const { isWriteOff, ...rest } = line;
  const said = isWriteOff === 'Y' ? line : rest;
  return createHash('sha256')
    .update(JSON.stringify({ head, line: said }))
    .digest('hex');
}

function refusal(receipt: GoodsReceipt, errors: RowError[]) {
  const first = errors[0];
  return invalid(
    messages.grRefused,
    {
      grNo: receipt.grNo,
      count: errors.length,
      first: first ? `${first.field ?? ''}: ${first.message}` : '',
    },
    errors,
  );
}

/**
 * Receives a goods receipt document from the ERP: every code must resolve (else the whole document is
 * refused with each problem named), then its new lines are stored in one transaction. A line received
 * before with the same content is answered unchanged; with other content the document is refused (409):
 * a receipt, once reported, may already be invoiced.
 */
export async function receiveGoodsReceipt(
  db: Database,
  receipt: GoodsReceipt,
  locale: Locale,
): Promise<GoodsReceiptResult> {
  return db.transaction(async (tx) => {
    const outcome = await resolveGoodsReceipt(tx, receipt, locale);
    if ('errors' in outcome) throw refusal(receipt, outcome.errors);
    const { resolved } = outcome;
    await lockGoodsReceipt(tx, resolved.buyerCompanyId, receipt.grNo);
    const received = await receivedLines(tx, resolved.buyerCompanyId, receipt.grNo);
    const fresh: NewReceiptLine[] = [];
    const hashes = receipt.lines.map((line) => contentHashOf(receipt, line));
    receipt.lines.forEach((line, index) => {
      const before = received.get(line.grLineNo);
      if (before && before.contentHash !== hashes[index]) {
        throw conflict(messages.changedGrLine, { grNo: receipt.grNo, grLineNo: line.grLineNo });
      }
      if (before) return;
      fresh.push({
        buyerCompanyId: resolved.buyerCompanyId,
        shipToPlantCode: receipt.shipToPlant,
        supplierCompanyId: resolved.supplierCompanyId,
        grNo: receipt.grNo,
        grLineNo: line.grLineNo,
        orderNo: line.orderNo,
        poLineNo: line.poLineNo,
        partNo: line.partNo,
        qty: line.qty,
        poUom: line.poUom ?? resolved.partUoms[index] ?? '',
        currency: line.currency,
        grUnitPrice: line.grUnitPrice,
        amount: line.amount ?? null,
        priceListCode: line.priceListCode ?? null,
        isWriteOff: line.isWriteOff ?? 'N',
        asnNo: receipt.asnNo ?? null,
        asnHeaderId: resolved.asnHeaderId,
        grDate: receipt.grDate,
        contentHash: hashes[index] ?? '',
        createdBy: ERP_AUTHOR,
        updatedBy: ERP_AUTHOR,
      });
    });
    const created = await insertReceiptLines(tx, fresh);
    const lines: GoodsReceiptLineResult[] = receipt.lines.map((line) => {
      const newId = created.get(line.grLineNo);
      return newId
        ? { grLineNo: line.grLineNo, grId: newId, result: 'created' }
        : { grLineNo: line.grLineNo, grId: received.get(line.grLineNo)?.id ?? 0, result: 'unchanged' };
    });
    return { grNo: receipt.grNo, asnLinked: resolved.asnHeaderId !== null, lines };
  });
}
