import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * A supplier's records in the demo data: the ids and numbers a request can name (the ones a careless
 * service would act on first: Draft ASNs, editable invoices, New lines, open receipts), and the texts that
 * identify the supplier in a reply.
 */
export interface SupplierRecords {
  companyId: number;
  code: string;
  name: string;
  /** the buyer companies whose records the supplier's are, most records first */
  buyerIds: number[];
  buyerCodes: string[];
  /** the ship-to plants of its records */
  plantCodes: string[];
  userIds: number[];
  userCodes: string[];
  userNames: string[];
  plantIds: number[];
  scheduleHeaderIds: number[];
  /** earlier releases of the order line of the first header */
  previousHeaderIds: number[];
  scheduleDetailIds: number[];
  releaseNos: string[];
  asnHeaderIds: number[];
  asnDetailIds: number[];
  /** sent ASNs first, then the ASN numbers of the supplier's receipts */
  asnNos: string[];
  /** ASN numbers of receipts not invoiced yet (what an invoice is created from), write-offs apart */
  openReceiptAsnNos: string[];
  writeOffAsnNos: string[];
  packageNos: string[];
  grIds: number[];
  grNos: string[];
  invoiceIds: number[];
  invoiceNos: string[];
  securityCheckIds: number[];
  gateEntryNos: string[];
  orderNos: string[];
  partNos: string[];
  packagingNos: string[];
  packagingIds: number[];
  priceListCodes: string[];
  supplierFinanceIds: number[];
  relationshipIds: number[];
  emailConfigurationIds: number[];
  /** a New line as a feedback or ASN file names it */
  scheduleLine: { releaseNo: string; orderNo: string; lineNo: string; deliveryDate: string };
  /** an open receipt as an invoice item-list file names it */
  receipt: { grNo: string; orderNo: string; poLineNo: string };
}

async function column<T extends string | number>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute<{ value: T }>(query);
  return result.rows.map((row) => row.value);
}

function first<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new Error('the demo data holds the record the matrix names');
  return row;
}

/** A supplier's records (by company code), read from the database. */
export async function supplierRecords(db: Database, code: string): Promise<SupplierRecords> {
  const company = first(
    (
      await db.execute<{ id: number; name: string }>(
        sql`select id::int as id, company_name as name from companies where company_code = ${code}`,
      )
    ).rows,
  );
  const id = company.id;
  const ids = (query: SQL) => column<number>(db, query);
  const texts = (query: SQL) => column<string>(db, query);
  const users = sql`(select user_id from user_companies where company_id = ${id})`;
  const headersOfSupplier = sql`(select id from delivery_schedule_headers where supplier_company_id = ${id})`;
  return {
    companyId: id,
    code,
    name: company.name,
    buyerIds: await ids(sql`
      select buyer_company_id::int as value from delivery_schedule_headers where supplier_company_id = ${id}
       group by 1 order by count(*) desc, 1`),
    buyerCodes: await texts(sql`
      select b.company_code as value from delivery_schedule_headers h join companies b on b.id = h.buyer_company_id
       where h.supplier_company_id = ${id} group by b.company_code order by count(*) desc, 1`),
    plantCodes: await texts(sql`
      select ship_to_plant_code as value from goods_receipts where supplier_company_id = ${id}
       group by 1 order by count(*) desc, 1`),
    userIds: await ids(sql`select id::int as value from users where id in ${users} order by id`),
    userCodes: await texts(sql`select user_code as value from users where id in ${users}`),
    userNames: await texts(sql`select user_name as value from users where id in ${users}`),
    plantIds: await ids(sql`select id::int as value from plants where company_id = ${id} order by id`),
    scheduleHeaderIds: await ids(sql`
      select id::int as value from delivery_schedule_headers
       where supplier_company_id = ${id} order by is_latest desc, id limit 3`),
    previousHeaderIds: await ids(sql`
      with first as (select * from delivery_schedule_headers where supplier_company_id = ${id}
                      order by is_latest desc, id limit 1)
      select h.id::int as value from delivery_schedule_headers h join first f
          on h.buyer_company_id = f.buyer_company_id and h.order_no = f.order_no and h.line_no = f.line_no
         and h.supplier_company_id = f.supplier_company_id and h.release_date < f.release_date
       order by h.release_date desc limit 3`),
    scheduleDetailIds: await ids(sql`
      select id::int as value from delivery_schedule_details where header_id in ${headersOfSupplier}
       order by release_status = 'New' desc, release_status = 'Wait for Approval' desc, id limit 3`),
    releaseNos: await texts(sql`
      select distinct release_no as value from delivery_schedule_headers where supplier_company_id = ${id}`),
    asnHeaderIds: await ids(sql`
      select id::int as value from asn_headers where supplier_company_id = ${id}
       order by status = 'Draft' desc, status = 'Success' desc, id`),
    asnDetailIds: await ids(sql`
      select d.id::int as value from asn_details d join asn_headers h on h.id = d.asn_header_id
       where h.supplier_company_id = ${id} order by d.id limit 3`),
    asnNos: await texts(sql`
      select value from (
        select asn_no as value, 0 as rank from asn_headers
         where supplier_company_id = ${id} and status in ('Submitted', 'Success')
        union select asn_no, 1 from asn_headers where supplier_company_id = ${id}
        union select asn_no, 2 from goods_receipts where supplier_company_id = ${id} and asn_no is not null
      ) numbers group by value order by min(rank), value`),
    openReceiptAsnNos: await texts(sql`
      select asn_no as value from goods_receipts
       where supplier_company_id = ${id} and is_invoiced = 'N' and is_write_off = 'N' and asn_no is not null
       group by asn_no order by min(id)`),
    writeOffAsnNos: await texts(sql`
      select asn_no as value from goods_receipts
       where supplier_company_id = ${id} and is_invoiced = 'N' and is_write_off = 'Y' and asn_no is not null
       group by asn_no order by min(id)`),
    packageNos: await texts(sql`
      select p.package_no as value from asn_packages p join asn_headers h on h.id = p.asn_header_id
       where h.supplier_company_id = ${id}`),
    grIds: await ids(sql`
      select id::int as value from goods_receipts where supplier_company_id = ${id}
       order by is_invoiced = 'N' desc, id limit 3`),
    grNos: await texts(sql`
      select distinct gr_no as value from goods_receipts where supplier_company_id = ${id}`),
    invoiceIds: await ids(sql`
      select id::int as value from invoice_headers where supplier_company_id = ${id}
       order by status = 'Draft' desc, status = 'Rejected' desc, type = 'AP' desc, id limit 3`),
    invoiceNos: await texts(sql`
      select value from (
        select invoice_no as value, 0 as rank from invoice_headers where supplier_company_id = ${id}
        union select invoice_no, 1 from goods_receipts where supplier_company_id = ${id} and invoice_no is not null
        union select invoice_no, 2 from asn_headers where supplier_company_id = ${id} and invoice_no is not null
      ) numbers group by value order by min(rank), value`),
    securityCheckIds: await ids(sql`
      select id::int as value from security_checks where supplier_company_id = ${id}
       order by linked_to_inv = 'N' desc, id`),
    gateEntryNos: await texts(sql`
      select gate_entry_sr_no as value from security_checks where supplier_company_id = ${id}`),
    orderNos: await texts(sql`
      select order_no as value from delivery_schedule_headers where supplier_company_id = ${id}
      union select order_no from goods_receipts where supplier_company_id = ${id}`),
    partNos: await texts(sql`
      select part_no as value from parts where supplier_company_id = ${id}
      union select part_no from part_prices where supplier_company_id = ${id}
      union select part_no from delivery_schedule_headers where supplier_company_id = ${id}
      union select part_no from goods_receipts where supplier_company_id = ${id}
      union select part_no from packagings where supplier_company_id = ${id}`),
    packagingNos: await texts(sql`
      select packaging_no as value from packagings where supplier_company_id = ${id}`),
    packagingIds: await ids(sql`
      select id::int as value from packagings where supplier_company_id = ${id} order by id`),
    priceListCodes: await texts(sql`
      select distinct price_list_code as value from part_prices where supplier_company_id = ${id}`),
    supplierFinanceIds: await ids(sql`
      select id::int as value from supplier_finance where supplier_company_id = ${id} order by id`),
    relationshipIds: await ids(sql`
      select id::int as value from buyer_supplier_relationships where supplier_company_id = ${id} order by id`),
    emailConfigurationIds: await ids(sql`
      select email_configuration_id::int as value from email_configuration_suppliers
       where supplier_company_id = ${id} order by 1 limit 3`),
    scheduleLine: first(
      (
        await db.execute<
          SupplierRecords['scheduleLine']
        >(sql`select h.release_no as "releaseNo", h.order_no as "orderNo", h.line_no as "lineNo",
                 d.delivery_date::text as "deliveryDate"
            from delivery_schedule_details d join delivery_schedule_headers h on h.id = d.header_id
           where h.supplier_company_id = ${id} and h.is_latest = 'Y' and d.release_status = 'New'
           order by d.id limit 1`)
      ).rows,
    ),
    receipt: first(
      (
        await db.execute<
          SupplierRecords['receipt']
        >(sql`select gr_no as "grNo", order_no as "orderNo", po_line_no as "poLineNo" from goods_receipts
           where supplier_company_id = ${id} and is_invoiced = 'N' order by id limit 1`)
      ).rows,
    ),
  };
}

/** The numbers of a supplier's documents and parts (what belongs to it and to the buyer it serves). */
export function documentTexts(records: SupplierRecords): string[] {
  return [
    ...records.asnNos,
    ...records.packageNos,
    ...records.grNos,
    ...records.invoiceNos,
    ...records.gateEntryNos,
    ...records.orderNos,
    ...records.partNos,
    ...records.packagingNos,
    ...records.priceListCodes,
  ];
}

/** The texts that name a supplier, its users or one of its documents in a reply. */
export function identifyingTexts(records: SupplierRecords): string[] {
  return [records.code, records.name, ...records.userCodes, ...records.userNames, ...documentTexts(records)];
}

/** The ids of the buyer companies a supplier serves (has a relationship with). */
export async function buyersServed(db: Database, records: SupplierRecords): Promise<number[]> {
  return column<number>(
    db,
    sql`select buyer_company_id::int as value from buyer_supplier_relationships
         where supplier_company_id = ${records.companyId}`,
  );
}

/**
 * Where a supplier's data lives, each table narrowed to the supplier's rows: what a request of another
 * supplier must never change.
 */
function supplierTables(id: number): Array<[string, SQL]> {
  const users = sql`(select user_id from user_companies where company_id = ${id})`;
  const headers = sql`(select id from delivery_schedule_headers where supplier_company_id = ${id})`;
  const asns = sql`(select id from asn_headers where supplier_company_id = ${id})`;
  const details = sql`(select id from delivery_schedule_details where header_id in ${headers})`;
  const receipts = sql`(select id from goods_receipts where supplier_company_id = ${id})`;
  const checks = sql`(select id from security_checks where supplier_company_id = ${id})`;
  const invoices = sql`(select id from invoice_headers where supplier_company_id = ${id})`;
  const documentNos = sql`(select asn_no from asn_headers where supplier_company_id = ${id}
                           union select invoice_no from invoice_headers where supplier_company_id = ${id})`;
  const ofSupplier = sql`supplier_company_id = ${id}`;
  return [
    ['companies', sql`id = ${id}`],
    ['plants', sql`company_id = ${id}`],
    ['buyer_supplier_relationships', ofSupplier],
    ['users', sql`id in ${users}`],
    ['user_companies', sql`user_id in ${users}`],
    ['user_roles', sql`user_id in ${users}`],
    ['user_plants', sql`user_id in ${users}`],
    ['delivery_schedule_headers', ofSupplier],
    ['delivery_schedule_details', sql`header_id in ${headers}`],
    ['delivery_schedule_feedbacks', sql`detail_id in ${details}`],
    ['asn_headers', ofSupplier],
    // rows of anyone's documents that draw on the supplier's lines, receipts or ASNs count too
    ['asn_details', sql`asn_header_id in ${asns} or schedule_detail_id in ${details}`],
    ['asn_packages', sql`asn_header_id in ${asns}`],
    ['goods_receipts', ofSupplier],
    ['security_checks', sql`supplier_company_id = ${id} or asn_header_id in ${asns}`],
    ['security_check_items', sql`security_check_id in ${checks}`],
    ['invoice_headers', ofSupplier],
    ['invoice_lines', sql`invoice_header_id in ${invoices} or gr_id in ${receipts}`],
    ['parts', ofSupplier],
    ['part_prices', ofSupplier],
    ['packagings', ofSupplier],
    ['over_shipment_settings', ofSupplier],
    ['supplier_finance', ofSupplier],
    ['email_configuration_suppliers', ofSupplier],
    ['mail_outbox', ofSupplier],
    ['erp_outbox', sql`reference_no in ${documentNos}`],
  ];
}

/** A digest of each table's rows of the supplier (one round trip), to compare before and after other calls. */
export async function supplierFingerprint(db: Database, companyId: number): Promise<Record<string, string>> {
  const tables = supplierTables(companyId);
  const digests = tables.map(
    // a sum of row hashes: independent of row order, so no sort of the rows
    ([table, rowsOfSupplier]) => sql`(
      select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)
        from ${sql.identifier(table)} t where ${rowsOfSupplier}) as ${sql.identifier(table)}`,
  );
  const result = await db.execute<Record<string, string>>(sql`select ${sql.join(digests, sql`, `)}`);
  return result.rows[0] ?? {};
}
