import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';

const yesNo = (name: string) => text(name, { enum: ['Y', 'N'] });

/** Part info: a part a supplier delivers to one ship-to plant of a buyer (dual sourcing: one row per supplier). */
export const parts = pgTable(
  'parts',
  {
    // its references to companies and plants are checked once per statement by triggers (migration 0023), not
    // per row by foreign keys: a 50,000-row upload paid 150,000 key lookups
    id: id(),
    buyerCompanyId: refId('buyer_company_id').notNull(),
    plantId: refId('plant_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    partNo: text('part_no').notNull(),
    partDescription: text('part_description'),
    uom: text('uom').notNull(),
    versionNo: text('version_no'),
    /** standard quantity per package */
    lotSizeQty: numeric('lot_size_qty', { precision: 18, scale: 2 }),
    model: text('model'),
    planner: text('planner'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('parts_plant_part_supplier_uq').on(t.plantId, t.partNo, t.supplierCompanyId),
    index('parts_supplier_part_idx').on(t.supplierCompanyId, t.partNo),
    index('parts_buyer_part_idx').on(t.buyerCompanyId, t.partNo),
    // the list sorted by part number: read in part order, only parts of one number sorted further
    index('parts_part_no_idx').on(t.partNo),
  ],
);

/** How far a supplier may ship beyond the unshipped quantity, per buyer company. */
export const overShipmentSettings = pgTable(
  'over_shipment_settings',
  {
    id: id(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    isOverShipped: boolean('is_over_shipped').notNull().default(false),
    isOverShippedTolerance: boolean('is_over_shipped_tolerance'),
    /** extra quantity allowed, in % of the unshipped quantity */
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('over_shipment_pair_uq').on(t.buyerCompanyId, t.supplierCompanyId),
    index('over_shipment_supplier_idx').on(t.supplierCompanyId),
    check('over_shipment_rate_ck', sql`${t.ratePercent} between 0 and 100`),
    // spec 1 §4: the tolerance flag belongs to an over-shipping supplier, the rate to a set tolerance flag
    check('over_shipment_tolerance_ck', sql`${t.isOverShipped} = (${t.isOverShippedTolerance} is not null)`),
    check(
      'over_shipment_rate_needs_tolerance_ck',
      sql`coalesce(${t.isOverShippedTolerance}, false) = (${t.ratePercent} is not null)`,
    ),
  ],
);

/**
 * Prices of a buyer's price lists. At most one price is effective per company + part + price list code
 * on any date: a statement trigger in the migrations (`part_prices_no_overlap_*`, set-based, serialising
 * the writers of one buyer company's prices) keeps that true for every writer.
 */
export const partPrices = pgTable(
  'part_prices',
  {
    // its references to companies and plants are checked once per statement by triggers (migration 0023), not
    // per row by foreign keys: a 50,000-row upload paid 150,000 key lookups
    id: id(),
    buyerCompanyId: refId('buyer_company_id').notNull(),
    /** whose price it is: a price list code is the terms of one supplier, and only that supplier sees it */
    supplierCompanyId: refId('supplier_company_id').notNull(),
    partNo: text('part_no').notNull(),
    partDesc: text('part_desc'),
    priceListCode: text('price_list_code').notNull(),
    unitPrice: numeric('unit_price', { precision: 19, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    uom: text('uom').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** null: open-ended */
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** when the price arrived (ERP message or upload) */
    inboundMsgAt: timestamp('inbound_msg_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('part_prices_period_uq').on(t.buyerCompanyId, t.partNo, t.priceListCode, t.effectiveFrom),
    // no (buyer, part, start) index beside it: the unique index leads with buyer and part, and each index
    // written costs a 50,000-row upload about a quarter of a second (migration 0037)
    index('part_prices_list_code_idx').on(t.priceListCode),
    index('part_prices_supplier_part_idx').on(t.supplierCompanyId, t.partNo),
    // the list sorted by part number for a buyer: read in part order, only one part's periods sorted further
    index('part_prices_part_no_idx').on(t.partNo),
    check('part_prices_unit_price_ck', sql`${t.unitPrice} >= 0`),
    check('part_prices_range_ck', sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`),
  ],
);

/** Invoicing settings of a supplier at a buyer company; values are keys of property lists. */
export const supplierFinance = pgTable(
  'supplier_finance',
  {
    id: id(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    /** currencyType */
    currency: text('currency'),
    /** overseaType */
    oversea: text('oversea'),
    /** tEdi */
    tedi: text('tedi'),
    /** whtRate */
    whtRate: text('wht_rate'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('supplier_finance_pair_uq').on(t.buyerCompanyId, t.supplierCompanyId),
    index('supplier_finance_supplier_idx').on(t.supplierCompanyId),
  ],
);

/** Returnable containers (pallets, boxes) parts travel in. */
export const containers = pgTable(
  'containers',
  {
    id: id(),
    containerCode: text('container_code').notNull(),
    containerType: text('container_type').notNull(),
    maxLoadKg: numeric('max_load_kg', { precision: 12, scale: 2 }),
    foldFlag: yesNo('fold_flag'),
    outsideLengthMm: integer('outside_length_mm'),
    outsideWidthMm: integer('outside_width_mm'),
    outsideHeightMm: integer('outside_height_mm'),
    weightKg: numeric('weight_kg', { precision: 12, scale: 2 }),
    material: text('material'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('containers_code_uq').on(t.containerCode)],
);

/** How a supplier packs a part for a buyer: the ASN wizard proposes quantities per package from here. */
export const packagings = pgTable(
  'packagings',
  {
    // its references to companies and plants are checked once per statement by triggers (migration 0023), not
    // per row by foreign keys: a 50,000-row upload paid 150,000 key lookups
    id: id(),
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    packagingNo: text('packaging_no').notNull(),
    partNo: text('part_no').notNull(),
    partGroup: text('part_group'),
    containerCode: text('container_code'),
    qtyPerPackage: numeric('qty_per_package', { precision: 18, scale: 2 }).notNull(),
    validDate: date('valid_date', { mode: 'string' }),
    antirust: yesNo('antirust'),
    corrosionProtection: yesNo('corrosion_protection'),
    plasticBag: yesNo('plastic_bag'),
    recyclable: yesNo('recyclable'),
    weightKg: numeric('weight_kg', { precision: 12, scale: 2 }),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('packagings_no_uq').on(t.buyerCompanyId, t.supplierCompanyId, t.packagingNo),
    index('packagings_supplier_part_idx').on(t.supplierCompanyId, t.partNo),
    check('packagings_qty_ck', sql`${t.qtyPerPackage} > 0`),
  ],
);

/** Raw bytes (PostgreSQL bytea), read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The pictures of a packaging record (spec 1: four pictures), one row per slot 1-4 with the image's own
 * bytes: JPEG, PNG, WebP or GIF as their first bytes say, at most 5 MB. Read and written only through
 * packagings/picture-store.ts, so a file store could take their place.
 */
export const packagingPictures = pgTable(
  'packaging_pictures',
  {
    packagingId: refId('packaging_id')
      .notNull()
      .references(() => packagings.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.packagingId, t.slot] }),
    check('packaging_pictures_slot_ck', sql`${t.slot} between 1 and 4`),
    check(
      'packaging_pictures_size_ck',
      sql`${t.size} between 1 and 5242880 and ${t.size} = octet_length(${t.bytes})`,
    ),
    check(
      'packaging_pictures_type_ck',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')`,
    ),
  ],
);
