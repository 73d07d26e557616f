import type { WsType } from '@portal/contract/interface-log';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { interfaceLogs } from '../../db/schema/index.ts';
import { enqueueErpMessage } from '../../integration/erp-outbound/outbox-repo.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { interfaceLogMessages } from './messages.ts';

/**
 * Sends a logged outbound call again: the module that owns the call (the ASN send, the invoice posting)
 * queues its stored request in the outbound outbox once more, and the outbox worker logs the new attempt.
 */
export type Resender = (db: Database, call: { logId: number; user: SessionUser }) => Promise<void>;

/** Queues the logged request of an outbound call in the ERP outbox once more, as it was sent. */
const resendLoggedRequest: Resender = async (db, { logId, user }) => {
  const [call] = await db
    .select({
      wsType: interfaceLogs.wsType,
      referenceNo: interfaceLogs.referenceNo,
      body: interfaceLogs.requestBody,
    })
    .from(interfaceLogs)
    .where(eq(interfaceLogs.id, logId));
  if (!call?.body || !call.referenceNo) throw notFound(interfaceLogMessages.logMissing);
  await enqueueErpMessage(db, {
    wsType: call.wsType,
    referenceNo: call.referenceNo,
    payload: JSON.parse(call.body) as unknown,
    author: user.userCode,
  });
};

/**
 * The resender of each outbound web service type; a type without one is answered "not available yet"
 * rather than pretended. The ASN send goes out again as logged; the ERP's new answer applies to a Submitted
 * or Failed ASN (see applyAsnAnswer), the invoice posting's to an invoice not posted yet.
 */
export const OUTBOUND_RESENDERS: Partial<Record<WsType, Resender>> = {
  ASN_SEND: resendLoggedRequest,
  // the ERP's new answer posts an invoice still Invoice_Checked (see applyInvoicePostAnswer)
  INVOICE_POST: resendLoggedRequest,
};
