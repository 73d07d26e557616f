// Every paged list call of the screens, with what the bench asks of it beyond paging: the body the screen sends
// by default, one filter a user typically sets, and a sort other than the default. A paged endpoint of the
// contract missing here is reported by the lists scenario, so a new list is not forgotten.

import { allEndpoints } from '@portal/contract/all-endpoints';
import type { EndpointDef } from '@portal/contract/endpoint';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { BenchAccount } from './scenario.ts';

export interface ListCase {
  name: string;
  endpoint: EndpointDef;
  /** who calls it on its screen; a buyer-only list is measured for the buyer alone */
  accounts: readonly BenchAccount[];
  /** what the screen sends besides paging */
  base?: Record<string, unknown>;
  /** none for a list without filters (a record's timeline) */
  filter?: Record<string, unknown>;
  /** none for a list of one order (a record's timeline, newest first) */
  sortName?: string;
  /**
   * A write to the list's tables that changes none of its rows: measured again after it, the first page
   * shows what its total costs once remembered totals no longer hold (a new release or receipt arrived).
   */
  touch?: SQL;
}

/** A header's comment written again: every schedule list's tables have changed. */
const TOUCH_SCHEDULES = sql`update delivery_schedule_headers set comments = comments
  where id = (select max(id) from delivery_schedule_headers)`;

/** What the invoice creation screen sends after ASNs are chosen: supplier.a's, not invoiced (filled in below). */
export const CHOSEN_ASNS: Record<string, unknown> = {
  supplierCode: 'S100101',
  companyCode: 'ADCN',
  asnNoList: [],
};

/** Picks the ASNs the creation lists are asked for: received, not invoiced, of supplier.a at ADCN. */
export async function chooseAsns(db: Database): Promise<void> {
  const result = await db.execute<{ asn_no: string }>(sql`
    select distinct g.asn_no from goods_receipts g
      join companies s on s.id = g.supplier_company_id and s.company_code = 'S100101'
      join companies b on b.id = g.buyer_company_id and b.company_code = 'ADCN'
     where g.is_invoiced = 'N' and g.asn_header_id is not null
     order by g.asn_no desc limit 20`);
  CHOSEN_ASNS.asnNoList = result.rows.map((row) => row.asn_no);
}

/** What a record's timeline is asked for: the ASN of supplier.a with the most entries (filled in below). */
export const TIMELINE_RECORD: Record<string, unknown> = { recordType: 'asn', recordId: 0 };

/** Picks the ASN whose timeline is measured: supplier.a's with the most audit entries. */
export async function chooseTimelineRecord(db: Database): Promise<void> {
  const result = await db.execute<{ record_id: number }>(sql`
    select e.record_id from audit_entries e
      join companies s on s.id = e.supplier_company_id and s.company_code = 'S100101'
     where e.record_type = 'asn'
     group by e.record_id order by count(*) desc, e.record_id limit 1`);
  TIMELINE_RECORD.recordId = Number(result.rows[0]?.record_id ?? 0);
}

const both = ['buyer', 'supplier'] as const;
const buyerOnly = ['buyer'] as const;
const { schedule, asn, gr, securityCheck, invoice, masterData } = allEndpoints;
const daysAgo = (days: number) => {
  const day = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  return day.replaceAll('-', '');
};

export const LIST_CASES: readonly ListCase[] = [
  {
    name: 'schedules (latest releases)',
    endpoint: schedule.queryList,
    accounts: both,
    filter: { partNo: 'BP-S100101-00001' },
    sortName: 'partNo',
    touch: TOUCH_SCHEDULES,
  },
  {
    name: 'schedule history (all releases)',
    endpoint: schedule.queryList,
    accounts: both,
    base: { isLatest: 'N' },
    filter: { releaseDateFrom: daysAgo(180) },
    sortName: 'partNo',
    touch: TOUCH_SCHEDULES,
  },
  {
    name: 'schedule lines (latest)',
    endpoint: schedule.queryDetailList,
    accounts: both,
    filter: { itemStatus: 'New' },
    sortName: 'deliveryDateStr',
    touch: TOUCH_SCHEDULES,
  },
  {
    name: 'schedule line history',
    endpoint: schedule.queryDetailList,
    accounts: both,
    base: { isLatest: 'N' },
    filter: { itemStatus: 'Confirmed' },
    sortName: 'requestQty',
    touch: TOUCH_SCHEDULES,
  },
  {
    // a line field no index reads in the list's order (most lines share one value): read part by part
    name: 'schedule line history (by ASN quantity)',
    endpoint: schedule.queryDetailList,
    accounts: both,
    base: { isLatest: 'N' },
    filter: { itemStatus: 'Confirmed' },
    sortName: 'asnQty',
    touch: TOUCH_SCHEDULES,
  },
  {
    name: 'ASN creation lines',
    endpoint: asn.queryCreateList,
    accounts: both,
    filter: { partNo: 'BP-S100101-00001' },
    sortName: 'partNo',
  },
  {
    name: 'ASN history',
    endpoint: asn.queryAsnList,
    accounts: both,
    filter: { status: 'Success' },
    sortName: 'asnNo',
    touch: sql`update asn_headers set updated_at = updated_at where id = (select max(id) from asn_headers)`,
  },
  {
    name: 'goods receipts',
    endpoint: gr.queryGr,
    accounts: both,
    filter: { isInvoiced: 'N' },
    sortName: 'partNo',
    touch: sql`update goods_receipts set qty = qty where id = (select max(id) from goods_receipts)`,
  },
  {
    name: 'gate entries',
    endpoint: securityCheck.query,
    accounts: both,
    filter: { linkedToInv: 'Y' },
    sortName: 'asnNo',
    touch: sql`update security_checks set updated_at = updated_at where id = (select max(id) from security_checks)`,
  },
  {
    name: 'invoice creation: ASNs to invoice',
    endpoint: invoice.queryGrByAsnGroup,
    accounts: both,
    base: { invoiceType: 'AP' },
    filter: { isWriteOff: 'N' },
    sortName: 'asnNo',
  },
  ...(
    [
      ['AP', invoice.queryApByAsn],
      ['India', invoice.queryIndiaByAsn],
      ['oversea', invoice.queryOverseaByAsn],
      ['write-off', invoice.queryWriteoffByAsn],
    ] as const
  ).map(([kind, endpoint]) => ({
    name: `invoice creation: ${kind} receipts of 20 chosen ASNs`,
    endpoint,
    accounts: both,
    base: CHOSEN_ASNS,
    filter: { supplierName: 'Ningbo' },
    sortName: 'grNo',
  })),
  {
    name: 'invoices',
    endpoint: invoice.queryInvoicePage,
    accounts: both,
    filter: { status: 'Posted' },
    sortName: 'invoiceNo',
  },
  {
    name: 'part info',
    endpoint: masterData.materialsQuery,
    accounts: both,
    filter: { partNo: 'BP' },
    sortName: 'partNo',
  },
  {
    name: 'price lists',
    endpoint: masterData.priceListQuery,
    accounts: both,
    filter: { partNo: 'BP' },
    sortName: 'partNo',
  },
  {
    name: 'over-shipment settings',
    endpoint: masterData.overShippedQuery,
    accounts: both,
    filter: { isOverShipped: 'Y' },
    sortName: 'supplierName',
  },
  {
    name: 'supplier finance',
    endpoint: masterData.supplierFinanceQuery,
    accounts: both,
    filter: { currency: 'CNY' },
    sortName: 'supplierCode',
  },
  {
    name: 'containers',
    endpoint: masterData.containerQuery,
    accounts: both,
    filter: { containerType: 'Pallet' },
    sortName: 'containerType',
  },
  {
    name: 'packagings',
    endpoint: masterData.packagingQuery,
    accounts: both,
    filter: { partNo: 'P' },
    sortName: 'supplierName',
  },
  {
    name: 'e-mail configuration',
    endpoint: allEndpoints.emailConfiguration.query,
    accounts: both,
    filter: { buyerPlantCode: 'SH01' },
    sortName: 'configStatus',
  },
  {
    name: 'companies',
    endpoint: allEndpoints.companies.pageQuery,
    accounts: buyerOnly,
    filter: { companyType: 'S' },
    sortName: 'companyName',
  },
  {
    name: 'relationships',
    endpoint: allEndpoints.relationships.getRelationshipPage,
    accounts: buyerOnly,
    filter: { status: 'A' },
    sortName: 'supplierCompanyName',
  },
  {
    name: 'interface log',
    endpoint: allEndpoints.interfaceLog.query,
    accounts: buyerOnly,
    filter: { wsType: 'ASN_SEND' },
    sortName: 'referenceNo',
    touch: sql`update interface_logs set updated_at = updated_at where id = (select max(id) from interface_logs)`,
  },
  {
    name: 'asn reconciliation',
    endpoint: allEndpoints.reconciliation.query,
    accounts: both,
    base: { state: 'open' },
    filter: { kind: 'late' },
    sortName: 'asnNo',
  },
  {
    name: 'audit log',
    endpoint: allEndpoints.auditLog.query,
    accounts: buyerOnly,
    filter: { recordType: 'asn' },
    sortName: 'recordKey',
    // entries are never changed or removed: a delete of none still counts as a write to the list
    touch: sql`delete from audit_entries where false`,
  },
  {
    name: 'record timeline (audit log)',
    endpoint: allEndpoints.auditLog.timeline,
    accounts: both,
    base: TIMELINE_RECORD,
  },
  {
    name: 'supplier performance',
    endpoint: allEndpoints.performance.query,
    accounts: both,
    base: { period: 'month' },
    filter: { companyCode: 'ADCN' },
    sortName: 'score',
  },
  {
    name: 'sent mail',
    endpoint: allEndpoints.sentMail.query,
    accounts: buyerOnly,
    filter: { kind: 'asnFailed' },
    sortName: 'subject',
  },
  {
    name: 'users',
    endpoint: allEndpoints.users.userQuery,
    accounts: buyerOnly,
    filter: { userType: 'S' },
    sortName: 'userName',
  },
  {
    name: 'roles',
    endpoint: allEndpoints.roles.query,
    accounts: buyerOnly,
    filter: { roleName: 'Adient' },
    sortName: 'roleName',
  },
];
