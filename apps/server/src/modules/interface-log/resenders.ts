import type { WsType } from '@portal/contract/interface-log';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';

/**
 * Sends a logged outbound call again: the module that owns the call (the ASN send, the invoice posting)
 * queues its stored request in the outbound outbox once more, and the outbox worker logs the new attempt.
 */
export type Resender = (db: Database, call: { logId: number; user: SessionUser }) => Promise<void>;

/**
 * The resender of each outbound web service type. None yet: the portal makes no outbound call so far, so a
 * resend is answered "not available yet" rather than pretended.
 */
export const OUTBOUND_RESENDERS: Partial<Record<WsType, Resender>> = {};
