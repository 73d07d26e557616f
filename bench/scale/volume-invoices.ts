// The invoices of the staged invoice groups (volume-receipts.ts): headers with the life cycle of their status,
// a line per invoiced receipt at its GR price (a Failed invoice 10 % over it), amounts summed from the lines.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../apps/server/src/db/client.ts';
import { homeCurrency } from './volume-prices.ts';

/** An instant at `time` on `day` in Shanghai, never later than now (SQL text). */
const at = (day: string, time: string) =>
  `least(((${day}) + time '${time}') at time zone 'Asia/Shanghai', now())`;
/** `value` (SQL text) for an invoice in one of `statuses`, else null. */
const when = (statuses: string[], value: string) =>
  sql.raw(`case when i.status in (${statuses.map((status) => `'${status}'`).join(', ')}) then ${value} end`);

export async function insertInvoices(db: Queryable): Promise<number> {
  const submitted = ['Submitted', 'Passed', 'Failed', 'Invoice_Checked', 'Posted', 'Rejected', 'Paid'];
  const received = ['Passed', 'Invoice_Checked', 'Posted', 'Paid'];
  const checked = ['Invoice_Checked', 'Posted', 'Paid'];
  const posted = ['Posted', 'Paid'];
  const result = await db.execute(sql`
    insert into invoice_headers
      (invoice_no, type, status, need_approve, match_status, buyer_company_id, supplier_company_id,
       ship_to_plant_code, currency, invoice_date, inco_term, credit_terms, submitted_at, submitted_by,
       receive_date, received_by, rejected_at, rejected_by, reject_type, reject_reason, checked_at, checked_by,
       posting_at, posting_by, payment_date, send_status, qad_year, qad_daybook, qad_voucher_no,
       created_by, created_at, updated_by, updated_at)
    select i.invoice_no, 'AP', i.status, case when i.status = 'Failed' then 'Y' else 'N' end,
           case when i.status = 'Draft' then null when i.status = 'Failed' then 'Failed' else 'Passed' end,
           i.buyer_company_id, i.supplier_company_id, i.ship_to_plant, ${homeCurrency(sql.raw('b.company_code'))},
           i.invoice_date, 'FCA', '60 days',
           ${when(submitted, at('i.invoice_date', '10:00'))},
           ${when(submitted, 's.company_code')},
           ${when(received, 'least(i.invoice_date + 3, current_date)')}, ${when(received, "'ap'")},
           ${when(['Rejected'], at('i.invoice_date + 2', '10:00'))},
           ${when(['Rejected'], "'ap'")}, ${when(['Rejected'], "'DOCUMENT'")},
           ${when(['Rejected'], "'Paper invoice missing the tax number'")},
           ${when(checked, at('i.invoice_date + 5', '10:00'))}, ${when(checked, "'ap'")},
           ${when(posted, at('i.invoice_date + 8', '10:00'))}, ${when(posted, "'ap'")},
           ${when(['Paid'], 'i.invoice_date + 60')}, ${when(posted, "'Completed'")},
           ${when(posted, "to_char(i.invoice_date + 8, 'YYYY')")}, ${when(posted, "'APINV'")},
           ${when(posted, "'QAD' || lpad(i.invoice_key::text, 8, '0')")},
           'bench', ${sql.raw(at('i.invoice_date', '09:00'))}, 'bench', ${sql.raw(at('i.invoice_date', '09:00'))}
      from bench_invoices i
      join companies b on b.id = i.buyer_company_id
      join companies s on s.id = i.supplier_company_id`);
  await db.execute(sql`
    insert into invoice_lines
      (invoice_header_id, gr_id, qty, gr_unit_price, unit_price, amount, price_list_price, price_check_status,
       created_by, created_at, updated_by, updated_at)
    select h.id, g.id, g.qty, g.gr_unit_price, p.price, round(g.qty * p.price, 2), g.gr_unit_price,
           case when h.status = 'Draft' then null when h.status = 'Failed' then 'Failed' else 'Passed' end,
           'bench', h.created_at, 'bench', h.created_at
      from goods_receipts g
      join invoice_headers h on h.supplier_company_id = g.supplier_company_id
       and h.buyer_company_id = g.buyer_company_id and h.invoice_no = g.invoice_no
     cross join lateral (select case when h.status = 'Failed' then round(g.gr_unit_price * 1.1, 5)
                                     else g.gr_unit_price end as price) p
     where g.created_by = 'ERP' and g.gr_no like 'BG%' and g.is_invoiced = 'Y'`);
  await db.execute(sql`
    with totals as (
      select l.invoice_header_id as id, sum(l.amount) as base from invoice_lines l
       where l.created_by = 'bench' group by 1
    )
    update invoice_headers h set base_amount = t.base,
      tax_amount = round(t.base * coalesce(c.tax_rate, 0) / 100, 2),
      invoice_amount = t.base + round(t.base * coalesce(c.tax_rate, 0) / 100, 2)
      from totals t, companies c where h.id = t.id and c.id = h.buyer_company_id`);
  await db.execute(sql`analyze invoice_headers`);
  await db.execute(sql`analyze invoice_lines`);
  return result.rowCount ?? 0;
}
