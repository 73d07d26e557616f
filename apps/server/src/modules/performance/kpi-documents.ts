import type { KpiCode } from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The documents behind every figure (docs/kpis.md), one SQL for the aggregate and the drill-down so a
 * figure and its documents always agree. Each KPI reads the buckets of a relation `keys(buyer, supplier,
 * day)` the caller defines (claimed queue keys, or the days of a drill-down) and answers one row per
 * document: kpi, buyer, supplier, day, hit, measure and the numbers the web links to.
 * Instants fall on the buyer company's calendar day (its time zone, else Asia/Shanghai); each reads its
 * bucket as a range of instants. Every KPI reads its documents in a LATERAL per bucket, so the indexes on
 * (supplier, buyer, instant) are searched with the bucket's own bounds: as plain joins, the bounds depend on
 * the buyer's time zone and the planner scanned whole tables instead (minutes for a first fill).
 */
const TZ = sql`coalesce(b.time_zone, 'Asia/Shanghai')`;
/**
 * Keeps a LATERAL subquery a subquery run per bucket: without it the planner pulls the subquery up into a
 * plain join and is back to filtering every document of the pair by the bounds.
 */
const FENCE = sql.raw('offset 0');
const localText = (column: SQL) => sql`to_char(${column} at time zone ${TZ}, 'YYYY-MM-DD HH24:MI')`;

/** a schedule line's answer within this many hours of the release's arrival counts as on time */
export const CONFIRM_TARGET_HOURS = 24;

/** the buckets with their buyer company and the bucket's first and next day's first instant (w.day_start, w.day_end) */
const FROM_KEYS = sql`from keys k join companies b on b.id = k.buyer
    cross join lateral (select (k.day::timestamp at time zone ${TZ}) as day_start,
                               ((k.day + 1)::timestamp at time zone ${TZ}) as day_end ${FENCE}) w`;
const inDay = (column: SQL) => sql`${column} >= w.day_start and ${column} < w.day_end`;
/** the bucket's own documents of a table (by its alias) with supplier_company_id and buyer_company_id */
const ofBucket = (alias: 'g' | 'a' | 'h' | 'i') =>
  sql.raw(`${alias}.supplier_company_id = k.supplier and ${alias}.buyer_company_id = k.buyer`);

/**
 * Receipts tied to a schedule line (through their ASN's line of the same order line, the earliest delivery
 * date when several), by receipt date. Write-offs are the ERP's corrections, not deliveries (as for ASN
 * reconciliation): they count for no KPI.
 */
const onTime = sql`
  select 'onTime' as kpi, k.buyer, k.supplier, k.day,
         g.gr_date between l.delivery_date - b.on_time_early_days and l.delivery_date + b.on_time_late_days as hit,
         null::numeric as measure, g.asn_no, null::text as invoice_no, l.release_no, l.order_no, g.part_no, g.gr_no,
         to_char(l.delivery_date - b.on_time_early_days, 'YYYY-MM-DD') || ' ~ '
           || to_char(l.delivery_date + b.on_time_late_days, 'YYYY-MM-DD') as expected,
         to_char(g.gr_date, 'YYYY-MM-DD') as actual
    ${FROM_KEYS}
    cross join lateral (
      select g.id, g.asn_header_id, g.asn_no, g.order_no, g.po_line_no, g.part_no, g.gr_no, g.gr_date
        from goods_receipts g
       where ${ofBucket('g')} and g.gr_date = k.day and g.asn_header_id is not null and g.is_write_off = 'N'
       ${FENCE}) g
    cross join lateral (
      select d.delivery_date, h.release_no, h.order_no
        from asn_details ad
        join delivery_schedule_details d on d.id = ad.schedule_detail_id
        join delivery_schedule_headers h on h.id = d.header_id
       where ad.asn_header_id = g.asn_header_id and h.order_no = g.order_no and h.line_no = g.po_line_no
       order by d.delivery_date, d.id
       limit 1) l`;

/**
 * Per ASN and part: the shipped quantity against the sum of its receipts, by planned arrival (cancelled ASNs
 * out, parts not received yet out). Receipts are summed per ASN and joined by part: a receipt search per
 * part would read the part's receipts of every ASN.
 */
const quantity = sql`
  select 'quantity' as kpi, k.buyer, k.supplier, k.day, r.received = s.shipped as hit, null::numeric as measure,
         a.asn_no, null::text as invoice_no, null::text as release_no, null::text as order_no, s.part_no,
         null::text as gr_no, trim_scale(s.shipped)::text as expected, trim_scale(r.received)::text as actual
    ${FROM_KEYS}
    cross join lateral (
      select a.id, a.asn_no from asn_headers a
       where ${ofBucket('a')} and ${inDay(sql`a.plan_arrival_time`)} and a.status in ('Submitted', 'Success', 'Failed') ${FENCE}) a
    cross join lateral (
      select h.part_no, sum(ad.asn_qty) as shipped
        from asn_details ad
        join delivery_schedule_details d on d.id = ad.schedule_detail_id
        join delivery_schedule_headers h on h.id = d.header_id
       where ad.asn_header_id = a.id
       group by h.part_no) s
    join lateral (
      select g.part_no, sum(g.qty) as received from goods_receipts g
       where g.asn_header_id = a.id and g.is_write_off = 'N' group by g.part_no
    ) r on r.part_no = s.part_no`;

/** Answered schedule lines, by the release's arrival: hours to the first answer. */
const confirmLead = sql`
  select 'confirmLead' as kpi, k.buyer, k.supplier, k.day,
         d.answered_at <= h.received_at + make_interval(hours => ${sql.raw(String(CONFIRM_TARGET_HOURS))}) as hit,
         round(greatest(extract(epoch from d.answered_at - h.received_at), 0) / 3600, 2) as measure,
         null::text as asn_no, null::text as invoice_no, h.release_no, h.order_no, h.part_no, null::text as gr_no,
         ${localText(sql`h.received_at`)} as expected, ${localText(sql`d.answered_at`)} as actual
    ${FROM_KEYS}
    cross join lateral (
      select h.id, h.received_at, h.release_no, h.order_no, h.part_no from delivery_schedule_headers h
       where ${ofBucket('h')} and ${inDay(sql`h.received_at`)} ${FENCE}) h
    join delivery_schedule_details d on d.header_id = h.id and d.answered_at is not null`;

/** ASNs by the ERP's first answer: Success is a hit, so a failed-then-resent ASN stays a miss. */
const asnSuccess = sql`
  select 'asnSuccess' as kpi, k.buyer, k.supplier, k.day, a.first_ack_status = 'Success' as hit,
         null::numeric as measure, a.asn_no, null::text as invoice_no, null::text as release_no,
         null::text as order_no, null::text as part_no, null::text as gr_no, 'Success' as expected,
         a.first_ack_status as actual
    ${FROM_KEYS}
    cross join lateral (
      select a.asn_no, a.first_ack_status from asn_headers a where ${ofBucket('a')} and ${inDay(sql`a.first_acked_at`)} ${FENCE}) a`;

const invoiceNumbers = sql`null::text as asn_no, i.invoice_no, null::text as release_no, null::text as order_no,
         null::text as part_no, null::text as gr_no`;

/** Invoices by their first price match: Passed is a hit. */
const firstMatch = sql`
  select 'firstMatch' as kpi, k.buyer, k.supplier, k.day, i.first_match_status = 'Passed' as hit,
         null::numeric as measure, ${invoiceNumbers}, 'Passed' as expected, i.first_match_status as actual
    ${FROM_KEYS}
    cross join lateral (
      select i.invoice_no, i.first_match_status from invoice_headers i
       where ${ofBucket('i')} and ${inDay(sql`i.first_matched_at`)} ${FENCE}) i`;

/** Posted invoices by posting day: days from submit to posting. */
const postedCycle = sql`
  select 'postedCycle' as kpi, k.buyer, k.supplier, k.day, true as hit,
         round(greatest(extract(epoch from i.posting_at - i.submitted_at), 0) / 86400, 2) as measure,
         ${invoiceNumbers}, ${localText(sql`i.submitted_at`)} as expected, ${localText(sql`i.posting_at`)} as actual
    ${FROM_KEYS}
    cross join lateral (
      select i.invoice_no, i.submitted_at, i.posting_at from invoice_headers i
       where ${ofBucket('i')} and ${inDay(sql`i.posting_at`)} and i.submitted_at is not null ${FENCE}) i`;

/** Paid invoices by payment date: days from the posting day to the payment date. */
const paidCycle = sql`
  select 'paidCycle' as kpi, k.buyer, k.supplier, k.day, true as hit,
         greatest(i.payment_date - (i.posting_at at time zone ${TZ})::date, 0)::numeric as measure,
         ${invoiceNumbers}, ${localText(sql`i.posting_at`)} as expected, to_char(i.payment_date, 'YYYY-MM-DD') as actual
    ${FROM_KEYS}
    cross join lateral (
      select i.invoice_no, i.posting_at, i.payment_date from invoice_headers i
       where ${ofBucket('i')} and i.payment_date = k.day and i.posting_at is not null ${FENCE}) i`;

export const KPI_DOCUMENTS: Readonly<Record<KpiCode, SQL>> = {
  onTime,
  quantity,
  confirmLead,
  asnSuccess,
  firstMatch,
  postedCycle,
  paidCycle,
};

/** Every KPI's documents of the buckets in `keys`, one relation (parenthesised for `from (...) docs`). */
export function allKpiDocuments(): SQL {
  return sql.join(
    Object.values(KPI_DOCUMENTS).map((fragment) => sql`(${fragment})`),
    sql` union all `,
  );
}
