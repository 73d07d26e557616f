// Goods receipts and invoices at plant volumes, set-based, from the staged ASNs (volume-asns.ts): every line of
// a Success ASN is received in full at the price list's price of its receipt date. Receipts older than three
// weeks are mostly invoiced, two or three ASNs to an invoice of one buyer, supplier and plant; an invoice's
// status follows its age like the demo's (Paid, Posted, Invoice_Checked, Passed, then the month's mix of
// Draft, Submitted, Failed and Rejected).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../apps/server/src/db/client.ts';
import { benchPricePeriod, benchUnitPrice, homeCurrency } from './volume-prices.ts';

/** Which ASNs' receipts are invoiced, and on which invoice (bench_asns.invoice_key). */
export async function stageInvoices(db: Queryable): Promise<void> {
  await db.execute(sql`alter table bench_asns add column gr_date date, add column invoice_key bigint`);
  await db.execute(
    sql`update bench_asns set gr_date = least(first_date, current_date - 1) where status = 'Success'`,
  );
  await db.execute(sql`
    with invoiced as (
      select asn_key, buyer_company_id, supplier_company_id, ship_to_plant,
             (row_number() over (partition by buyer_company_id, supplier_company_id, ship_to_plant
                                 order by asn_key) - 1) * 2 / 5 as grp
        from bench_asns
       where status = 'Success' and gr_date < current_date - 20 and asn_key % 10 <> 0
    ), keyed as (
      select asn_key, dense_rank() over (order by buyer_company_id, supplier_company_id, ship_to_plant, grp) as invoice_key
        from invoiced
    )
    update bench_asns a set invoice_key = k.invoice_key from keyed k where k.asn_key = a.asn_key`);
  await db.execute(sql`
    create temporary table bench_invoices on commit preserve rows as
    select i.*, 'BI' || lpad(i.invoice_key::text, 7, '0') as invoice_no,
           case when i.age >= 150 and i.invoice_key % 3 = 0 then 'Paid' when i.age >= 120 then 'Posted'
                when i.age >= 90 then 'Invoice_Checked' when i.age >= 60 then 'Passed'
                else (array['Draft', 'Failed', 'Rejected', 'Submitted', 'Submitted', 'Submitted'])[1 + i.invoice_key % 6]
           end as status
      from (select invoice_key, min(buyer_company_id) as buyer_company_id,
                   min(supplier_company_id) as supplier_company_id, min(ship_to_plant) as ship_to_plant,
                   least(max(gr_date) + 3, current_date) as invoice_date,
                   current_date - least(max(gr_date) + 3, current_date) as age
              from bench_asns where invoice_key is not null group by invoice_key) i`);
  await db.execute(sql`create unique index on bench_invoices (invoice_key)`);
  await db.execute(sql`analyze bench_asns`);
  await db.execute(sql`analyze bench_invoices`);
}

export async function insertReceipts(db: Queryable): Promise<number> {
  const price = benchUnitPrice(sql.raw('right(l.part_no, 5)::int'), benchPricePeriod(sql.raw('a.gr_date')));
  const result = await db.execute(sql`
    insert into goods_receipts
      (buyer_company_id, ship_to_plant_code, supplier_company_id, gr_no, gr_line_no, order_no, po_line_no,
       part_no, qty, po_uom, currency, gr_unit_price, amount, price_list_code, asn_no, asn_header_id, gr_date,
       is_invoiced, invoice_no, invoice_date, content_hash, created_by, created_at, updated_by, updated_at)
    select a.buyer_company_id, a.ship_to_plant, a.supplier_company_id, 'BG' || lpad(a.asn_key::text, 8, '0'),
           l.item_no::text, l.order_no, l.line_no, l.part_no, l.request_qty, l.unit, ${homeCurrency(sql.raw('b.company_code'))},
           p.price, round(l.request_qty * p.price, 2), 'PL' || s.company_code, a.asn_no, h.id, a.gr_date,
           case when i.invoice_key is null then 'N' else 'Y' end, i.invoice_no, i.invoice_date,
           md5('bench|' || a.asn_key || '|' || l.item_no), 'ERP', a.gr_date + time '16:00', 'ERP',
           coalesce(i.invoice_date, a.gr_date) + time '16:00'
      from bench_asn_lines l
      join bench_asns a on a.asn_key = l.asn_key and a.status = 'Success'
      join asn_headers h on h.asn_no = a.asn_no
      join companies b on b.id = a.buyer_company_id
      join companies s on s.id = a.supplier_company_id
      left join bench_invoices i on i.invoice_key = a.invoice_key
     cross join lateral (select ${price} as price) p`);
  await db.execute(sql`analyze goods_receipts`);
  return result.rowCount ?? 0;
}
