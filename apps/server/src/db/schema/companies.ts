import type { LabelPrinterDpi } from '@portal/contract/companies';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';

/** Buyer (B) and supplier (S) companies; a supplier's code is its companyCode. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    companyCode: text('company_code').notNull(),
    companyName: text('company_name').notNull(),
    companyType: text('company_type', { enum: ['B', 'S'] }).notNull(),
    address: text('address'),
    timeZone: text('time_zone'),
    overdueDay: integer('overdue_day'),
    country: text('country'),
    tradingPartnerId: text('trading_partner_id'),
    prefixNo: text('prefix_no'),
    isCreateLabel: text('is_create_label', { enum: ['Y', 'N'] }),
    isCreateInvoice: text('is_create_invoice', { enum: ['Y', 'N'] }),
    referCompanyCode: text('refer_company_code'),
    dbCode: text('db_code'),
    /** buyers: tax rate and price-match tolerances in %, exact decimals (read as strings) */
    taxRate: numeric('tax_rate', { precision: 7, scale: 2 }),
    totalAmountTolerance: numeric('total_amount_tolerance', { precision: 7, scale: 2 }),
    unitPriceTolerance: numeric('unit_price_tolerance', { precision: 7, scale: 2 }),
    /** buyers: resolution of the printers its labels are printed on; barcodes are drawn in its whole dots */
    labelPrinterDpi: integer('label_printer_dpi').$type<LabelPrinterDpi>().notNull().default(203),
    /** buyers: a receipt counts on time from this many days before a schedule line's delivery date... */
    onTimeEarlyDays: integer('on_time_early_days').notNull().default(2),
    /** ...to this many days after it (supplier performance, docs/kpis.md) */
    onTimeLateDays: integer('on_time_late_days').notNull().default(0),
    /** buyers: hours after an ASN's planned arrival before it counts as late or missing (reconciliation) */
    arrivalGraceHours: integer('arrival_grace_hours').notNull().default(24),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('companies_code_uq').on(t.companyCode),
    index('companies_type_idx').on(t.companyType, t.companyCode),
    check('companies_type_ck', sql`${t.companyType} in ('B', 'S')`),
    check('companies_label_printer_dpi_ck', sql`${t.labelPrinterDpi} in (203, 300)`),
    check(
      'companies_on_time_window_ck',
      sql`${t.onTimeEarlyDays} between 0 and 30 and ${t.onTimeLateDays} between 0 and 30`,
    ),
    check('companies_arrival_grace_ck', sql`${t.arrivalGraceHours} between 0 and 720`),
  ],
);

/** Plants: the ship-to plants of buyer companies, and the shipping plants of suppliers. */
export const plants = pgTable(
  'plants',
  {
    id: id(),
    companyId: refId('company_id')
      .notNull()
      .references(() => companies.id),
    plantCode: text('plant_code').notNull(),
    plantName: text('plant_name').notNull(),
    address: text('address'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('plants_company_code_uq').on(t.companyId, t.plantCode)],
);

/** Which supplier delivers to which buyer; status A active, I inactive. */
export const relationships = pgTable(
  'buyer_supplier_relationships',
  {
    id: id(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ['A', 'I'] })
      .notNull()
      .default('A'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('relationships_pair_uq').on(t.buyerCompanyId, t.supplierCompanyId),
    index('relationships_supplier_idx').on(t.supplierCompanyId),
    check('relationships_status_ck', sql`${t.status} in ('A', 'I')`),
  ],
);

/** Per-currency tolerances of a buyer company's price match: `tax` amount and invoice `amount`. */
export const companyTolerances = pgTable(
  'company_tolerances',
  {
    companyId: refId('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tax', 'amount'] }).notNull(),
    currency: text('currency').notNull(),
    toleranceAmount: numeric('tolerance_amount', { precision: 18, scale: 5 }).notNull(),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.currency] }),
    check('company_tolerances_kind_ck', sql`${t.kind} in ('tax', 'amount')`),
    check('company_tolerances_amount_ck', sql`${t.toleranceAmount} >= 0`),
  ],
);
