import { invoiceEndpoints } from '@portal/contract/invoice';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t().db.execute<T & Record<string, unknown>>(query)).rows[0];

describe('demo invoices', () => {
  it('are the invoices of the invoiced demo receipts, one per invoice number, with consistent amounts', async () => {
    const check = await one<{ orphans: number; strays: number; mismatched: number; unbalanced: number }>(sql`
      select
        (select count(*)::int from goods_receipts g where g.is_invoiced = 'Y' and not exists (
           select 1 from invoice_lines l join invoice_headers h on h.id = l.invoice_header_id
            where l.gr_id = g.id and h.invoice_no = g.invoice_no)) as orphans,
        (select count(*)::int from invoice_lines l join goods_receipts g on g.id = l.gr_id
          where g.is_invoiced <> 'Y') as strays,
        (select count(*)::int from invoice_lines l join goods_receipts g on g.id = l.gr_id
          join invoice_headers h on h.id = l.invoice_header_id
          where g.ship_to_plant_code <> h.ship_to_plant_code or g.currency <> h.currency) as mismatched,
        (select count(*)::int from invoice_headers
          where invoice_amount <> base_amount + tax_amount or base_amount <> (
            select sum(amount) from invoice_lines where invoice_header_id = invoice_headers.id)) as unbalanced`);
    expect(check).toEqual({ orphans: 0, strays: 0, mismatched: 0, unbalanced: 0 });
  });

  it('cover every status (Paid as the ERP reported it), priced at the list except the Failed ones', async () => {
    const statuses = await t().db.execute<{ status: string; n: number; off: number }>(sql`
      select h.status, count(distinct h.id)::int as n,
             count(*) filter (where l.unit_price <> l.gr_unit_price)::int as off
        from invoice_headers h join invoice_lines l on l.invoice_header_id = h.id group by 1 order by 1`);
    const byStatus = Object.fromEntries(statuses.rows.map((row) => [row.status, row]));
    for (const status of ['Failed', 'Invoice_Checked', 'Paid', 'Passed', 'Posted', 'Rejected', 'Submitted'])
      expect(byStatus[status]?.n, status).toBeGreaterThan(0);
    expect(statuses.rows.filter((row) => row.off > 0).map((row) => row.status)).toEqual(['Failed']);
  });

  it('leave write-off receipts of sent ASNs for the write-off screen', async () => {
    const token = await t().login('supplier.a');
    const groups = await t().call(invoiceEndpoints.queryGrByAsnGroup, {
      token,
      body: { pageNo: 1, size: 10, invoiceType: 'INDIA', isWriteOff: 'Y' },
    });
    expect(groups.data?.records.length).toBeGreaterThan(0);
    expect(groups.data?.records.every((row) => row.isWriteOff === 'Y')).toBe(true);
  });

  it.each(['supplier.a', 'supplier.b'])(
    'give %s, from the first minute, ASNs to invoice in each create list and a draft ASN',
    async (user) => {
      const token = await t().login(user);
      const list = (body: Record<string, unknown>) =>
        t().call(invoiceEndpoints.queryGrByAsnGroup, { token, body: { pageNo: 1, size: 50, ...body } });
      for (const invoiceType of ['AP', 'INDIA', 'OVERSEA'] as const) {
        const groups = await list({ invoiceType, isWriteOff: 'N' });
        // one ASN for each of the three types at least, each with receipts a non-write-off invoice takes
        expect(groups.data?.records.filter((row) => row.writeOffOnly === 'N').length).toBeGreaterThanOrEqual(
          3,
        );
        const [first] = groups.data?.records ?? [];
        const receipts = await t().call(invoiceEndpoints.queryApByAsn, {
          token,
          body: {
            pageNo: 1,
            size: 500,
            asnNoList: [first?.asnNo ?? ''],
            supplierCode: first?.supplierCode ?? '',
            companyCode: first?.companyCode ?? '',
          },
        });
        expect(receipts.data?.total).toBeGreaterThan(0);
      }
      expect((await list({ invoiceType: 'INDIA', isWriteOff: 'Y' })).data?.total).toBeGreaterThan(0);
      const drafts = await one<{ n: number }>(sql`
        select count(*)::int as n from asn_headers a join user_companies uc on uc.company_id = a.supplier_company_id
          join users u on u.id = uc.user_id where u.user_code = ${user} and a.status = 'Draft'`);
      expect(drafts?.n).toBeGreaterThan(0);
    },
  );
});
