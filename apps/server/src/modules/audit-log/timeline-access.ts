import { type AuditRecordType, isDocumentType } from '@portal/contract/audit-log';
import type { MenuCode } from '@portal/contract/permissions';
import { eq, type SQL } from 'drizzle-orm';
import { auditEntries } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { auditLogMessages } from './messages.ts';
import { ofBuyerCompanies } from './repo.ts';

/** The menus whose lists show a record of each type: holding one of them is reading the record. */
export const READING_MENUS: Readonly<Record<AuditRecordType, readonly MenuCode[]>> = {
  scheduleLine: ['deliverySchedule', 'deliveryScheduleQuery', 'deliveryScheduleHistory'],
  asn: ['asnManagement', 'asnQuery', 'asnCreate'],
  securityCheck: ['securityCheckManagement', 'securityCheckQuery', 'securityCheckCreate'],
  invoice: ['invoiceManagement', 'queryInvoice', 'scanInvoice'],
  user: ['userMgt'],
  role: ['userRole'],
  company: ['companyMgt'],
  plant: ['companyMgt'],
  relationship: ['associateSupplier'],
  tolerance: ['companyMgt'],
  emailConfiguration: ['emailConfiguration'],
  part: ['partInfo'],
  price: ['partPrice', 'partPriceListCode'],
  packaging: ['packaging'],
  container: ['container'],
  supplierFinance: ['supplierFinance'],
  overShipment: ['supplier'],
};

/** A company's timeline also holds its tolerances (tax info saved with it). */
export function recordTypesOfTimeline(recordType: AuditRecordType): AuditRecordType[] {
  return recordType === 'company' ? ['company', 'tolerance'] : [recordType];
}

/**
 * Which of a record's entries the caller reads, or a refusal: whoever may read the record's list reads its
 * timeline; a supplier only its own documents' (never an administration record), a buyer its companies'.
 */
export function visibleEntries(
  user: SessionUser,
  scope: DataScope,
  recordType: AuditRecordType,
): SQL | undefined {
  if (scope.kind === 'supplier' && !isDocumentType(recordType))
    throw forbidden(auditLogMessages.documentsOnly);
  if (!READING_MENUS[recordType].some((menu) => user.permissions.has(menu))) {
    throw forbidden(auditLogMessages.noPermission);
  }
  if (scope.kind === 'supplier') return eq(auditEntries.supplierCompanyId, scope.supplierCompanyId);
  return ofBuyerCompanies(scope.buyerCompanyIds);
}
