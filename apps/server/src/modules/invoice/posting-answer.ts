import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoiceHeaders } from '../../db/schema/index.ts';
import type { ErpAnswer } from '../../integration/erp-outbound/connector.ts';
import type { InvoicePostMessage } from '../../integration/erp-outbound/invoice-post-message.ts';
import { SENDABLE } from './invoice-types.ts';

const ERP = 'erp';
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The ERP's answer to an invoice posting (inside the worker's transaction). Accepted with a voucher number
 * and a posting date: the invoice is Posted, send status Completed, with the ERP's voucher, year and
 * daybook and the sender as postingName. Refused (or answered without a voucher): the send status is blank
 * again, so the invoice can be sent anew (the remarks are in the interface log). Only an invoice not posted
 * meanwhile changes (an answer to a resend of a posted invoice is ignored).
 */
export async function applyInvoicePostAnswer(
  db: Queryable,
  message: InvoicePostMessage,
  answer: ErpAnswer,
): Promise<void> {
  const voucherNo = text(answer.details.voucherNo);
  const postingDate = text(answer.details.postingDate);
  const postingAt = postingDate && !Number.isNaN(Date.parse(postingDate)) ? new Date(postingDate) : null;
  const waiting = and(
    eq(invoiceHeaders.id, message.invoiceHeaderId),
    inArray(invoiceHeaders.status, SENDABLE),
    or(isNull(invoiceHeaders.sendStatus), ne(invoiceHeaders.sendStatus, 'Completed')),
  );
  const posted = answer.accepted && voucherNo && postingAt;
  await db
    .update(invoiceHeaders)
    .set(
      posted
        ? {
            status: 'Posted',
            sendStatus: 'Completed',
            postingAt,
            postingBy: message.postedBy,
            qadVoucherNo: voucherNo.slice(0, 30),
            qadYear: text(answer.details.qadYear),
            qadDaybook: text(answer.details.qadDaybook),
            updatedBy: ERP,
            updatedAt: sql`now()`,
          }
        : { sendStatus: null, updatedBy: ERP, updatedAt: sql`now()` },
    )
    .where(waiting);
}
