import type { Database, Queryable } from '../../db/client.ts';
import { applyAsnAnswer } from '../../modules/asn/asn-answer.ts';
import { applyInvoicePostAnswer } from '../../modules/invoice/posting-answer.ts';
import { ERP_ACTOR, runAs } from '../../platform/audit/actor.ts';
import { pollingLoop } from '../../platform/workers/polling-loop.ts';
import { insertInterfaceLog } from '../interface-log/interface-log-repo.ts';
import type { ErpAnswer, ErpConnector } from './connector.ts';
import type { InvoicePostMessage } from './invoice-post-message.ts';
import { type ClaimedMessage, claimNextMessage, markDelivered, markUndelivered } from './outbox-repo.ts';
import { alertUndelivered } from './undelivered-alert.ts';

export interface ErpWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const ERP_WORKER_DEFAULTS = {
  pollMs: 5_000,
  batchSize: 20,
  alertAfterAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 3_600_000,
} as const;

export type ErpWorkerOptions = Partial<Record<keyof typeof ERP_WORKER_DEFAULTS, number>> & {
  connector: ErpConnector;
  log: ErpWorkerLog;
};

/** What each outbound type does with the ERP's answer, inside the transaction that records it. */
type AnswerHandler = (db: Queryable, message: ClaimedMessage, answer: ErpAnswer) => Promise<void>;
const ANSWER_HANDLERS: Record<string, AnswerHandler> = {
  ASN_SEND: (db, message, answer) => applyAsnAnswer(db, message.referenceNo, answer),
  INVOICE_POST: (db, message, answer) =>
    applyInvoicePostAnswer(db, message.payload as InvoicePostMessage, answer),
};

export interface ErpWorker {
  runOnce(): Promise<{ delivered: number; retrying: number }>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the ERP outbox. Every call is recorded in the interface log: an answered call (accepted or
 * refused) as status 1, resendable, a refusal waiting to be processed by hand; a call without an answer as
 * status 2, retried with exponential backoff up to an hour apart, for as long as it takes: a document must
 * reach the ERP once it is back. The attempt that reaches alertAfterAttempts tells the buyer's interface
 * administrators, once. Each message is sent inside the transaction that claims it (see claimNextMessage):
 * a worker killed mid-send leaves it due at once, and only the moment between the ERP's answer and the
 * commit can send it twice, under the same Idempotency-Key.
 */
export function createErpWorker(db: Database, options: ErpWorkerOptions): ErpWorker {
  const settings = { ...ERP_WORKER_DEFAULTS, ...options };
  const { connector, log } = settings;

  const logCall = (message: ClaimedMessage, requestTime: Date) => ({
    direction: 'OUT' as const,
    wsType: message.wsType,
    referenceNo: message.referenceNo,
    requestBody: JSON.stringify(message.payload),
    requestTime,
    responseTime: new Date(),
    actionHistoryId: message.id,
    createdBy: 'erp-outbox',
    updatedBy: 'erp-outbox',
  });

  async function answered(tx: Queryable, message: ClaimedMessage, answer: ErpAnswer, requestTime: Date) {
    await markDelivered(tx, message);
    await ANSWER_HANDLERS[message.wsType]?.(tx, message, answer);
    await insertInterfaceLog(tx, {
      ...logCall(message, requestTime),
      responseBody: answer.responseBody,
      statusCode: 1,
      errorMessage: answer.accepted ? null : answer.remarks,
      isRetry: 'Y',
      handleResult: answer.accepted ? null : 'N',
    });
  }

  async function unanswered(tx: Queryable, message: ClaimedMessage, error: unknown, requestTime: Date) {
    const text = error instanceof Error ? error.message : String(error);
    const alert = message.attempts === settings.alertAfterAttempts;
    // 2 ** 30 already exceeds any sensible cap; keeps the arithmetic finite for a message retried for months
    const backoff = settings.backoffBaseMs * 2 ** Math.min(message.attempts - 1, 30);
    const retryInMs = Math.min(backoff, settings.backoffMaxMs);
    await markUndelivered(tx, message, { error: text, retryInMs });
    await insertInterfaceLog(tx, {
      ...logCall(message, requestTime),
      responseBody: null,
      statusCode: 2,
      errorMessage: text.slice(0, 1000),
      isRetry: 'N',
      handleResult: null,
    });
    if (alert) await alertUndelivered(tx, message, text);
    log.warn(
      { messageId: message.id, attempts: message.attempts, alerted: alert, error: text },
      'ERP message not delivered',
    );
    return 'retrying' as const;
  }

  /**
   * Records the answer in a savepoint: should that fail (a bug in an answer handler), the message is put
   * back with backoff rather than blocking the head of the queue, and goes again under its identity.
   */
  async function recordAnswer(tx: Queryable, message: ClaimedMessage, answer: ErpAnswer, requestTime: Date) {
    try {
      await tx.transaction((savepoint) => answered(savepoint, message, answer, requestTime));
    } catch (error) {
      log.error({ err: error, messageId: message.id }, 'ERP answer not recorded; the message goes again');
      return unanswered(tx, message, error, requestTime);
    }
    log.info(
      { messageId: message.id, reference: message.referenceNo, accepted: answer.accepted },
      'ERP answered',
    );
    return 'delivered' as const;
  }

  /** Claims, sends and records the next due message in one transaction; undefined when none is due. */
  function deliverNext(tried: number[]): Promise<'delivered' | 'retrying' | undefined> {
    // what the ERP's answer changes is the ERP's doing in the audit log
    return runAs(ERP_ACTOR, () => deliverNextAsErp(tried));
  }

  function deliverNextAsErp(tried: number[]): Promise<'delivered' | 'retrying' | undefined> {
    return db.transaction(async (tx) => {
      const message = await claimNextMessage(tx, tried);
      if (!message) return undefined;
      tried.push(message.id);
      const requestTime = new Date();
      let answer: ErpAnswer;
      try {
        answer = await connector.send(message.wsType, message.payload, message.messageId);
      } catch (error) {
        return unanswered(tx, message, error, requestTime);
      }
      return recordAnswer(tx, message, answer, requestTime);
    });
  }

  async function runOnce() {
    const result = { delivered: 0, retrying: 0 };
    const tried: number[] = [];
    for (let taken = 0; taken < settings.batchSize; taken++) {
      const outcome = await deliverNext(tried);
      if (!outcome) break;
      result[outcome] += 1;
    }
    return result;
  }

  const loop = pollingLoop({
    look: async () => {
      const result = await runOnce();
      return result.delivered + result.retrying;
    },
    batchSize: settings.batchSize,
    pollMs: settings.pollMs,
    onError: (error) => log.error({ err: error }, 'ERP outbox look failed'),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
