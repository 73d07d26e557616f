import type { InvoiceRow, InvoiceScanBody, InvoiceStatusBody } from '@portal/contract/invoice';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { asnIdsOfInvoice, gateChecksRecorded, relinkGateEntries } from './gate-links-repo.ts';
import { lockInvoice, updateHeader } from './header-repo.ts';
import { assertSeen, assertStatus, found } from './invoice-guards.ts';
import { allInvoices } from './list-repo.ts';
import { toInvoiceRow } from './list-service.ts';
import { invoiceMessages as messages } from './messages.ts';

/** The scanned parts as the list's QR filter takes them (supplier|invoice no|plant, spec 3 §2.3). */
function qrCodeOf(scan: InvoiceScanBody): string {
  const parts = [scan.supplierCode];
  if (scan.invoiceNo || scan.shipToPlantCode) parts.push(scan.invoiceNo ?? '');
  if (scan.shipToPlantCode) parts.push(scan.shipToPlantCode);
  return parts.join('|');
}

/**
 * The invoice a scanned code names (spec 3 §2.3, §8): none -> 404 "doesn't exist"; several -> 409 with the
 * spec's three sentences (no scan check, use Invoice Query); one -> that invoice, for the caller to confirm.
 */
export async function queryByScan(
  db: Queryable,
  scan: InvoiceScanBody,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
): Promise<InvoiceRow[]> {
  const rows = await allInvoices(db, { qrCode: qrCodeOf(scan), sort: 'ASC' }, scope, locale, timeZone).limit(
    2,
  );
  if (rows.length === 0) throw notFound(messages.scanNotFound);
  if (rows.length > 1) throw conflict(messages.scanMultiple);
  return rows.map((row) => toInvoiceRow(row, timeZone));
}

/** The scan document is the paper invoice: uploaded once the buyer recorded its arrival (receiveInvoice). */
async function assertReadyForCheck(db: Queryable, invoice: { id: number }, received: boolean) {
  if (!received) throw conflict(messages.notReadyScanDocument);
  if (!(await gateChecksRecorded(db, invoice.id))) throw conflict(messages.notReadySecurityCheck);
}

/** Invoice check (scan): a Passed invoice whose paper arrived and whose ASNs passed the gate is Invoice_Checked. */
export async function invoiceCheck(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  body: InvoiceStatusBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, body.invoiceHeaderId, scope));
    assertSeen(invoice, body.status);
    assertStatus(invoice, ['Passed'], messages.cannotCheck);
    await assertReadyForCheck(tx, invoice, invoice.receiveDate !== null);
    await updateHeader(tx, invoice.id, {
      status: 'Invoice_Checked',
      checkedAt: sql`now()`,
      checkedBy: user.userCode,
      ...updateStamp(user),
    });
    // a gate entry recorded after the submit is linked now
    await relinkGateEntries(tx, await asnIdsOfInvoice(tx, invoice.id));
  });
}
