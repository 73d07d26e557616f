// Gate entries, interface log and sent mail at plant volumes, set-based, from the staged ASNs and invoices:
// every other received ASN passed a gate (its items as shipped, linked to its invoice when it has one); the
// log holds an ASN_SEND per sent ASN, a GOODS_RECEIPT per received one and an INVOICE_POST per posted invoice;
// the sent-mail list an alert per failed or cancelled ASN and per paid invoice.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../apps/server/src/db/client.ts';

export async function insertGateEntries(db: Queryable): Promise<number> {
  const result = await db.execute(sql`
    insert into security_checks
      (gate_entry_sr_no, asn_header_id, asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id,
       name_of_driver, vehicle_no, sc_date, time_in, time_out, security_gr_no, pollution_control_crt, driver_license,
       linked_to_inv, invoice_no, created_by, created_at, updated_by, updated_at)
    select 'GE' || to_char(a.gr_date, 'YYYYMMDD') || lpad((a.asn_key + (select last_value from gate_entry_no_seq))::text, 6, '0'),
           h.id, a.asn_no, a.buyer_company_id, a.ship_to_plant, a.supplier_company_id, 'Driver ' || (a.asn_key % 40),
           'VH-' || lpad((a.asn_key % 9000)::text, 4, '0'), a.gr_date,
           (a.gr_date + time '07:30') at time zone 'Asia/Shanghai', (a.gr_date + time '08:10') at time zone 'Asia/Shanghai',
           'SG' || a.asn_key, 'Y', 'Y', case when i.invoice_no is null then 'N' else 'Y' end, i.invoice_no,
           'bench', (a.gr_date + time '07:30') at time zone 'Asia/Shanghai', 'bench',
           (a.gr_date + time '08:10') at time zone 'Asia/Shanghai'
      from bench_asns a
      join asn_headers h on h.asn_no = a.asn_no
      left join bench_invoices i on i.invoice_key = a.invoice_key
     where a.status = 'Success' and a.asn_key % 2 = 0`);
  await db.execute(
    sql`select setval('gate_entry_no_seq', (select last_value from gate_entry_no_seq) + (select max(asn_key) from bench_asns))`,
  );
  await db.execute(sql`
    insert into security_check_items (security_check_id, line_no, order_no, part_no, part_desc, qty, created_by, updated_by)
    select sc.id, l.item_no, l.order_no, l.part_no, 'Bench part ' || right(l.part_no, 5)::int, l.request_qty, 'bench', 'bench'
      from security_checks sc
      join bench_asns a on a.asn_no = sc.asn_no
      join bench_asn_lines l on l.asn_key = a.asn_key
     where sc.created_by = 'bench'`);
  await db.execute(sql`analyze security_checks`);
  await db.execute(sql`analyze security_check_items`);
  return result.rowCount ?? 0;
}

export async function insertInterfaceLog(db: Queryable): Promise<number> {
  const result = await db.execute(sql`
    insert into interface_logs
      (direction, ws_type, reference_no, request_body, response_body, status_code, error_message, request_time,
       response_time, created_by, updated_by)
    select 'OUT', 'ASN_SEND', a.asn_no, '{"asnNo":"' || a.asn_no || '","lines":' || (select count(*) from bench_asn_lines l where l.asn_key = a.asn_key) || '}',
           case when a.status = 'Failed' then '{"result":"E"}' else '{"result":"S"}' end,
           case when a.status = 'Failed' then 1 + (a.asn_key % 2) else 1 end,
           case when a.status = 'Failed' and a.asn_key % 2 = 1 then 'Order line closed in the ERP' end,
           (a.made_on + time '10:00') at time zone 'Asia/Shanghai', (a.made_on + time '10:05') at time zone 'Asia/Shanghai',
           'bench', 'bench'
      from bench_asns a where a.status <> 'Draft'
    union all
    select 'IN', 'GOODS_RECEIPT', 'BG' || lpad(a.asn_key::text, 8, '0'), '{"grNo":"BG' || lpad(a.asn_key::text, 8, '0') || '","asnNo":"' || a.asn_no || '"}',
           '{"code":200}', 1, null, (a.gr_date + time '16:00') at time zone 'Asia/Shanghai',
           (a.gr_date + time '16:00:01') at time zone 'Asia/Shanghai', 'bench', 'bench'
      from bench_asns a where a.status = 'Success'
    union all
    select 'OUT', 'INVOICE_POST', i.invoice_no, '{"invoiceNo":"' || i.invoice_no || '"}', '{"result":"S"}', 1, null,
           (i.invoice_date + 8 + time '10:00') at time zone 'Asia/Shanghai',
           (i.invoice_date + 8 + time '10:01') at time zone 'Asia/Shanghai', 'bench', 'bench'
      from bench_invoices i where i.status in ('Posted', 'Paid')`);
  await db.execute(sql`analyze interface_logs`);
  return result.rowCount ?? 0;
}

export async function insertSentMail(db: Queryable): Promise<number> {
  const result = await db.execute(sql`
    insert into mail_outbox
      (kind, buyer_company_id, supplier_company_id, dedupe_key, recipient, locale, subject, text_body, status,
       attempts, sent_at, created_by, created_at, updated_by, updated_at)
    select m.kind, m.buyer_company_id, m.supplier_company_id, 'bench|' || m.kind || '|' || m.ref, 'contact@supplier.example',
           'en', m.subject, m.subject, 'sent', 1, m.at, 'bench', m.at, 'bench', m.at
      from (select case a.status when 'Failed' then 'asnFailed' else 'asnCancelled' end as kind,
                   a.buyer_company_id, a.supplier_company_id, a.asn_no as ref, 'ASN ' || a.asn_no || ' ' || a.status as subject,
                   (a.made_on + time '10:06') at time zone 'Asia/Shanghai' as at
              from bench_asns a where a.status in ('Failed', 'Cancelled')
            union all
            select 'invoicePaid', i.buyer_company_id, i.supplier_company_id, i.invoice_no, 'Invoice ' || i.invoice_no || ' paid',
                   (i.invoice_date + 60 + time '10:00') at time zone 'Asia/Shanghai'
              from bench_invoices i where i.status = 'Paid') m`);
  await db.execute(sql`analyze mail_outbox`);
  return result.rowCount ?? 0;
}
