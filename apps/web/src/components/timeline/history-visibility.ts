import { type AuditRecordType, isDocumentType } from '@portal/contract/audit-log';

/**
 * Whether History is offered on a record of this type: to anyone who sees a document's list, to buyer users
 * only on administration records (a supplier never reads the buyer's internal changes; the server refuses
 * them as well).
 */
export function offersHistory(recordType: AuditRecordType, isSupplier: boolean): boolean {
  return isDocumentType(recordType) || !isSupplier;
}
