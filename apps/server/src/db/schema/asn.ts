import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';

export const ASN_STATUSES = ['Draft', 'Submitted', 'Success', 'Failed', 'Cancelled'] as const;

/** Advance shipping notice header. The dashboard's failedAsn count reads it; the ASN module adds the rest. */
export const asnHeaders = pgTable(
  'asn_headers',
  {
    id: id(),
    asnNo: text('asn_no').notNull(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    shipToPlantCode: text('ship_to_plant_code').notNull(),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ASN_STATUSES }).notNull().default('Draft'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('asn_headers_no_uq').on(t.asnNo),
    index('asn_headers_buyer_status_idx').on(t.buyerCompanyId, t.status),
    index('asn_headers_supplier_status_idx').on(t.supplierCompanyId, t.status),
    check(
      'asn_headers_status_ck',
      sql`${t.status} in ('Draft', 'Submitted', 'Success', 'Failed', 'Cancelled')`,
    ),
  ],
);
