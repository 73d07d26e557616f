import { type SQL, sql } from 'drizzle-orm';

/** The buyer's time zone, as the ASN screens use it (receipt dates are days of that zone). */
export const BUYER_TIME_ZONE = sql.raw(`coalesce(c.time_zone, 'Asia/Shanghai')`);

/**
 * Findings of the claimed ASNs (`claimed(id)` in scope), one row per ASN and kind that holds now. Only
 * sent ASNs (Submitted, Success) are judged: a draft has not shipped, a failed one was refused by the ERP and
 * a cancelled one never counts. "Due" is planned arrival + the buyer's arrival grace. Receipts match an ASN
 * line by order line and part; quantities add up per order line and part. Write-off receipts are the ERP's
 * corrections, not deliveries: they count for none of the kinds.
 * - quantity: a line's receipts differ from its shipped quantity, judged once the ASN is due (partial
 *   receipts are still arriving before) or at once when more was received than shipped; an ASN with no
 *   receipt at all is missing, not short;
 * - part: a receipt line of the ASN matches no ASN line;
 * - late: the first receipt's day is after the day the ASN was due (in the buyer's time zone);
 * - missing: no receipt at all and the ASN is due.
 */
export function findingsSql(): SQL {
  return sql`
    asn as (
      select h.id, h.buyer_company_id, h.supplier_company_id,
             h.plan_arrival_time + make_interval(hours => c.arrival_grace_hours) as due, ${BUYER_TIME_ZONE} as tz
        from asn_headers h join companies c on c.id = h.buyer_company_id
       where h.id in (select id from claimed) and h.status in ('Submitted', 'Success')),
    shipped as (
      select ad.asn_header_id, sh.order_no, sh.line_no, sh.part_no, sum(ad.asn_qty) as qty
        from asn_details ad
        join delivery_schedule_details d on d.id = ad.schedule_detail_id
        join delivery_schedule_headers sh on sh.id = d.header_id
       where ad.asn_header_id in (select id from asn)
       group by 1, 2, 3, 4),
    received as (
      select g.asn_header_id, g.order_no, g.po_line_no, g.part_no, sum(g.qty) as qty, min(g.gr_date) as first_date
        from goods_receipts g
       where g.asn_header_id in (select id from asn) and g.is_write_off = 'N'
       group by 1, 2, 3, 4),
    lines as (
      select coalesce(s.asn_header_id, r.asn_header_id) as asn_id, s.qty as shipped, r.qty as received,
             r.first_date
        from shipped s
        full join received r
          on r.asn_header_id = s.asn_header_id and r.order_no = s.order_no and r.po_line_no = s.line_no
         and r.part_no = s.part_no),
    totals as (
      select a.id, a.buyer_company_id, a.supplier_company_id, a.due, a.tz,
             coalesce(sum(l.shipped), 0) as shipped, coalesce(sum(l.received), 0) as received,
             count(*) filter (where l.shipped is not null and coalesce(l.received, 0) <> l.shipped) as qty_lines,
             bool_or(l.received > l.shipped) as over,
             count(*) filter (where l.shipped is null) as part_lines,
             min(l.first_date) as first_date
        from asn a left join lines l on l.asn_id = a.id
       group by a.id, a.buyer_company_id, a.supplier_company_id, a.due, a.tz),
    findings as (
      select t.id, k.kind, t.buyer_company_id, t.supplier_company_id, t.shipped, t.received,
             k.line_count, k.late_days
        from totals t
        cross join lateral (values
          ('quantity', t.qty_lines::int, null::int,
           t.qty_lines > 0 and t.first_date is not null
           and (coalesce(t.over, false) or (t.due is not null and t.due <= now()))),
          ('part', t.part_lines::int, null::int, t.part_lines > 0),
          ('late', 0, (t.first_date - (t.due at time zone t.tz)::date)::int,
           t.first_date is not null and t.due is not null and t.first_date > (t.due at time zone t.tz)::date),
          ('missing', 0, null::int, t.first_date is null and t.due is not null and t.due <= now())
        ) as k(kind, line_count, late_days, holds)
       where k.holds)`;
}
