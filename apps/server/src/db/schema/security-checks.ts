import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { asnHeaders } from './asn.ts';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';

/**
 * Numbers of gate entries: `GE` + the day it was recorded (yyyyMMdd, buyer's time zone) + this sequence,
 * at least 6 digits, e.g. GE20260115000042.
 */
export const gateEntryNoSequence = pgSequence('gate_entry_no_seq', { startWith: 1, increment: 1 });

const yesNo = (name: string) => text(name, { enum: ['Y', 'N'] });

/**
 * A gate (security) check: a truck entering a buyer plant with the goods of one ASN. Company, plant and
 * supplier are copied from the ASN when it is recorded, so the entry keeps them (and its scope) if the ASN
 * is deleted later (the link then becomes null). Times are instants, entered and shown in the buyer
 * company's time zone. The invoice module sets linkedToInv/invoiceNo; a linked entry is no longer editable.
 */
export const securityChecks = pgTable(
  'security_checks',
  {
    id: id(),
    gateEntrySrNo: text('gate_entry_sr_no').notNull(),
    asnHeaderId: refId('asn_header_id').references(() => asnHeaders.id, { onDelete: 'set null' }),
    /** the ASN number, which is also the challan number */
    asnNo: text('asn_no').notNull(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    shipToPlantCode: text('ship_to_plant_code').notNull(),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    nameOfDriver: text('name_of_driver'),
    vehicleNo: text('vehicle_no'),
    /** gate date at the plant */
    scDate: date('sc_date', { mode: 'string' }).notNull(),
    timeIn: timestamp('time_in', { withTimezone: true }).notNull(),
    timeOut: timestamp('time_out', { withTimezone: true }),
    securityGrNo: text('security_gr_no'),
    pollutionControlCrt: yesNo('pollution_control_crt').notNull().default('N'),
    driverLicense: yesNo('driver_license').notNull().default('N'),
    remarks: text('remarks'),
    addressOfCompany: text('address_of_company'),
    linkedToInv: yesNo('linked_to_inv').notNull().default('N'),
    invoiceNo: text('invoice_no'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('security_checks_no_uq').on(t.gateEntrySrNo),
    // an ASN passes the gate once
    uniqueIndex('security_checks_asn_uq').on(t.asnHeaderId),
    // scope + the list's default order (newest gate date first) and its date range
    index('security_checks_buyer_date_idx').on(t.buyerCompanyId, t.scDate, t.id),
    index('security_checks_supplier_date_idx').on(t.supplierCompanyId, t.scDate, t.id),
    index('security_checks_date_idx').on(t.scDate, t.id),
    // sorted by ASN number (then the default order), for a buyer and inside a supplier's scope
    index('security_checks_asn_no_idx').on(t.asnNo, t.scDate, t.id),
    index('security_checks_supplier_asn_no_idx').on(t.supplierCompanyId, t.asnNo, t.scDate, t.id),
    // numbers are searched by any part of them (ILIKE '%...%')
    index('security_checks_no_trgm_idx').using('gin', sql`${t.gateEntrySrNo} gin_trgm_ops`),
    index('security_checks_asn_no_trgm_idx').using('gin', sql`${t.asnNo} gin_trgm_ops`),
    index('security_checks_gr_no_trgm_idx').using('gin', sql`${t.securityGrNo} gin_trgm_ops`),
    check('security_checks_times_ck', sql`${t.timeOut} >= ${t.timeIn}`),
    check('security_checks_remarks_ck', sql`char_length(${t.remarks}) <= 300`),
    check('security_checks_address_ck', sql`char_length(${t.addressOfCompany}) <= 300`),
    check('security_checks_pcc_ck', sql`${t.pollutionControlCrt} in ('Y', 'N')`),
    check('security_checks_license_ck', sql`${t.driverLicense} in ('Y', 'N')`),
    check('security_checks_linked_ck', sql`${t.linkedToInv} in ('Y', 'N')`),
  ],
);

/** The ASN's items as they were when the truck was checked in (PO no, item no, description, quantity). */
export const securityCheckItems = pgTable(
  'security_check_items',
  {
    id: id(),
    securityCheckId: refId('security_check_id')
      .notNull()
      .references(() => securityChecks.id, { onDelete: 'cascade' }),
    /** position in the list, 1..n (the ASN's item order) */
    lineNo: integer('line_no').notNull(),
    orderNo: text('order_no').notNull(),
    partNo: text('part_no').notNull(),
    partDesc: text('part_desc'),
    qty: numeric('qty', { precision: 18, scale: 5 }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('security_check_items_line_uq').on(t.securityCheckId, t.lineNo)],
);
