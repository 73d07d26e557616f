import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/**
 * The invoices of the demo's invoiced receipts, set-based: one AP invoice (OVERSEA when not in the buyer's
 * own currency) per invoice number the receipt seed gave (buyer, supplier, plant and month), a line per
 * receipt at its GR price (the price list's on the GR date, so the match passes), amounts computed like the
 * invoice module does. The status follows the age of the month: four months and older Posted by the ERP,
 * three Invoice_Checked, two Passed, the last month Submitted; of the last month a quarter Failed (priced
 * 10 % over the list, needing approval) and a quarter Rejected. A mixed group (two currencies) is not
 * invoiced: its receipts are released, so GR isInvoiced always names an invoice. Most Posted invoices are
 * Paid since (payInvoices), some are overdue. Runs after the GR seed.
 */
export async function seedDemoInvoices(db: Queryable): Promise<void> {
  await db.execute(sql`
    update goods_receipts g set is_invoiced = 'N', invoice_no = null, invoice_date = null
      from (select buyer_company_id, supplier_company_id, invoice_no from goods_receipts
             where is_invoiced = 'Y' group by 1, 2, 3
            having count(distinct currency) > 1 or count(distinct ship_to_plant_code) > 1) mixed
     where g.buyer_company_id = mixed.buyer_company_id and g.supplier_company_id = mixed.supplier_company_id
       and g.invoice_no = mixed.invoice_no`);
  await insertHeaders(db);
  await insertLines(db);
  await db.execute(sql`
    with totals as (
      select l.invoice_header_id as id, sum(l.amount) as base from invoice_lines l
        join invoice_headers h on h.id = l.invoice_header_id and h.created_by = 'demo' group by 1
    )
    update invoice_headers h set base_amount = t.base,
      tax_amount = round(t.base * coalesce(c.tax_rate, 0) / 100, 2),
      invoice_amount = t.base + round(t.base * coalesce(c.tax_rate, 0) / 100, 2)
      from totals t, companies c where h.id = t.id and c.id = h.buyer_company_id`);
  await payInvoices(db);
}

/** Days after posting the ERP pays (30 to 60), and for a slow payment (61 to 110). */
const PAID_AFTER_DAYS = 30;
const PAYMENT_SPREAD_DAYS = 30;
const SLOW_PAID_AFTER_DAYS = 61;
const SLOW_PAYMENT_SPREAD_DAYS = 49;
/** Of so many Posted invoices, one is never paid (overdue) and one is paid slowly. */
const PAYMENT_DRAWS = 6;

/**
 * The payments the ERP reported (as POST /erp/invoice/payment leaves them: Paid with the payment date), so
 * posted-to-paid has a history: most Posted invoices are paid 30 to 60 days after their posting day, one in
 * six later (so the months up to this one see payments too), one in six not at all (overdue); an invoice
 * whose payment day is still ahead stays Posted. The draw is a hash of the invoice's id.
 */
async function payInvoices(db: Queryable): Promise<void> {
  await db.execute(sql`
    update invoice_headers h set status = 'Paid', payment_date = p.day, updated_by = 'ERP'
      from invoice_headers i
     cross join lateral (select abs(hashtext('demo-payment|' || i.id)) as draw) r
     cross join lateral (select (r.draw / 100) % ${PAYMENT_DRAWS}::int as kind) k
     cross join lateral (
       select (i.posting_at at time zone 'Asia/Shanghai')::date
              + case when k.kind = 1 then ${SLOW_PAID_AFTER_DAYS}::int + r.draw % ${SLOW_PAYMENT_SPREAD_DAYS + 1}::int
                     else ${PAID_AFTER_DAYS}::int + r.draw % ${PAYMENT_SPREAD_DAYS + 1}::int end as day) p
     where h.id = i.id and i.created_by = 'demo' and i.status = 'Posted' and k.kind <> 0
       and p.day < current_date`);
}

/** Headers with the life cycle of their age; times at 10:00 Shanghai on days after the invoice date. */
async function insertHeaders(db: Queryable): Promise<void> {
  await db.execute(sql`
    with groups as (
      select g.buyer_company_id, g.supplier_company_id, g.invoice_no, min(g.invoice_date) as invoice_date,
             min(g.ship_to_plant_code) as plant, min(g.currency) as currency,
             (extract(year from age(date_trunc('month', current_date), date_trunc('month', min(g.gr_date)))) * 12
              + extract(month from age(date_trunc('month', current_date), date_trunc('month', min(g.gr_date)))))::int as months,
             dense_rank() over (order by g.buyer_company_id, g.supplier_company_id, g.invoice_no) as n
        from goods_receipts g where g.is_invoiced = 'Y' group by 1, 2, 3
    ), staged as (
      select gr.*, case when gr.months >= 4 then 'Posted' when gr.months = 3 then 'Invoice_Checked'
                        when gr.months = 2 then 'Passed' when gr.n % 4 = 0 then 'Failed'
                        when gr.n % 4 = 1 then 'Rejected' else 'Submitted' end as status,
             case when b.company_code = 'ADTH' then 'THB' else 'CNY' end as home, sp.company_code as supplier_code
        from groups gr join companies b on b.id = gr.buyer_company_id
        join companies sp on sp.id = gr.supplier_company_id
    )
    insert into invoice_headers
      (invoice_no, type, status, need_approve, match_status, buyer_company_id, supplier_company_id,
       ship_to_plant_code, currency, invoice_date, inco_term, credit_terms, submitted_at, submitted_by,
       receive_date, received_by, approved_at, approved_by, rejected_at, rejected_by, reject_type, reject_reason,
       checked_at, checked_by, posting_at, posting_by, send_status, qad_year, qad_daybook, qad_voucher_no,
       created_by, updated_by)
    select s.invoice_no, case when s.currency = s.home then 'AP' else 'OVERSEA' end, s.status,
           case when s.status = 'Failed' then 'Y' else 'N' end,
           case when s.status = 'Failed' then 'Failed' else 'Passed' end,
           s.buyer_company_id, s.supplier_company_id, s.plant, s.currency, s.invoice_date, 'FCA', '60 days',
           least(s.invoice_date + time '10:00', localtimestamp) at time zone 'Asia/Shanghai', s.supplier_code,
           case when s.status in ('Posted', 'Invoice_Checked', 'Passed') then least(s.invoice_date + 3, current_date) end,
           case when s.status in ('Posted', 'Invoice_Checked', 'Passed') then 'ap' end,
           null, null,
           case when s.status = 'Rejected' then least(s.invoice_date + 2 + time '10:00', localtimestamp) at time zone 'Asia/Shanghai' end,
           case when s.status = 'Rejected' then 'ap' end,
           case when s.status = 'Rejected' then 'DOCUMENT' end,
           case when s.status = 'Rejected' then 'Paper invoice missing the tax number' end,
           case when s.status in ('Posted', 'Invoice_Checked') then (s.invoice_date + 5 + time '10:00') at time zone 'Asia/Shanghai' end,
           case when s.status in ('Posted', 'Invoice_Checked') then 'ap' end,
           case when s.status = 'Posted' then (s.invoice_date + 8 + time '10:00') at time zone 'Asia/Shanghai' end,
           case when s.status = 'Posted' then 'ap' end,
           case when s.status = 'Posted' then 'Completed' end,
           case when s.status = 'Posted' then to_char(s.invoice_date + 8, 'YYYY') end,
           case when s.status = 'Posted' then 'APINV' end,
           case when s.status = 'Posted' then 'QAD' || lpad(s.n::text, 8, '0') end,
           'demo', 'demo'
      from staged s`);
}

/** A line per invoiced receipt; a Failed invoice is priced 10 % over its list price. */
async function insertLines(db: Queryable): Promise<void> {
  await db.execute(sql`
    insert into invoice_lines
      (invoice_header_id, gr_id, qty, gr_unit_price, unit_price, amount, price_list_price, price_check_status,
       created_by, updated_by)
    select h.id, g.id, g.qty, g.gr_unit_price, p.price, round(g.qty * p.price, 2), g.gr_unit_price,
           case when h.status = 'Failed' then 'Failed' else 'Passed' end, 'demo', 'demo'
      from goods_receipts g
      join invoice_headers h on h.buyer_company_id = g.buyer_company_id
       and h.supplier_company_id = g.supplier_company_id and h.invoice_no = g.invoice_no
     cross join lateral (select case when h.status = 'Failed' then round(g.gr_unit_price * 1.1, 5)
                                     else g.gr_unit_price end as price) p
     where g.is_invoiced = 'Y'`);
}
