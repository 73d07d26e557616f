import { invoiceEndpoints } from '@portal/contract/invoice';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { buildInvoiceWorld, grId, type InvoiceWorld } from './invoice-world.ts';

const t = useTestApp();
const { queryGrByAsnGroup, queryApByAsn, queryIndiaByAsn, queryOverseaByAsn, queryWriteoffByAsn } =
  invoiceEndpoints;
let world: InvoiceWorld;

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
});

const group = (body: Record<string, unknown>, token = world.tokens.supplier1) =>
  t().call(queryGrByAsnGroup, { token, body: { invoiceType: 'AP', ...body } });

describe('queryGrByAsnGroup', () => {
  it("lists a supplier's ASNs with receipts not invoiced, whatever supplier codes it sends", async () => {
    const reply = await group({ supplierCode: ['IS02'], sortName: 'asnNo', sort: 'ASC', size: 3 });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ total: 5, pages: 2 });
    expect(reply.data?.records.map((row) => row.asnNo)).toEqual(['IASN-1', 'IASN-2', 'IASN-3']);
    expect(reply.data?.records[0]).toEqual({
      asnHeaderId: expect.any(Number),
      asnNo: 'IASN-1',
      companyCode: 'IB01',
      referCompanyCode: null,
      shipToPlantCode: 'IP01',
      supplierCode: 'IS01',
      supplierName: 'Invoice Supplier One',
      currency: 'CNY',
      currencyList: [
        { lineNo: 'IGR-1/1', currency: 'CNY' },
        { lineNo: 'IGR-1/2', currency: 'CNY' },
      ],
      isWriteOff: 'N',
      writeOffOnly: 'N',
      releaseTimeStr: '2026-03-02 10:30',
      statusView: 'Success',
    });
  });

  it('answers no currency for an ASN whose receipts disagree, with each line listed', async () => {
    const reply = await group({ asnNoList: ['IASN-6'] }, world.tokens.supplier1);
    expect(reply.data?.records).toMatchObject([
      {
        asnNo: 'IASN-6',
        currency: null,
        currencyList: [
          { lineNo: 'IGR-6/1', currency: 'CNY' },
          { lineNo: 'IGR-6/2', currency: 'CNY' },
          { lineNo: 'IGR-6/3', currency: 'USD' },
        ],
      },
    ]);
  });

  it("shows a buyer its own companies' ASNs, filtered by company and supplier", async () => {
    const all = await group({ sortName: 'asnNo' }, world.tokens.ap1);
    expect(all.data?.records.map((row) => row.asnNo)).toEqual([
      'IASN-1',
      'IASN-2',
      'IASN-3',
      'IASN-5',
      'IASN-6',
    ]);
    const one = await group({ supplierCode: ['IS02'], companyCode: 'IB01' }, world.tokens.ap1);
    expect(one.data?.records.map((row) => row.asnNo)).toEqual(['IASN-5']);
    const foreign = await group({ companyCode: 'IB02' }, world.tokens.ap1);
    expect(foreign.data).toEqual({ records: [], total: 0, pages: 0 });
  });

  it('labels the ASN status in the caller language and refuses an unknown sort', async () => {
    const cn = await t().call(queryGrByAsnGroup, {
      token: world.tokens.supplier1,
      locale: 'cn',
      body: { invoiceType: 'INDIA', asnNoList: ['IASN-4'] },
    });
    expect(cn.data?.records.map((row) => [row.companyCode, row.statusView])).toEqual([['IB02', '成功']]);
    expect((await group({ sortName: 'grUnitPrice' })).code).toBe(400);
  });

  it('finds no write-off ASNs (write-off receipts are not told apart yet)', async () => {
    expect((await group({ isWriteOff: 'Y' })).data?.total).toBe(0);
  });

  it('says per ASN whether it has write-off receipts, and whether only a write-off invoice can take it', async () => {
    const markWriteOff = (ids: number[], flag: 'Y' | 'N') =>
      t().db.execute(sql`update goods_receipts set is_write_off = ${flag} where id in ${ids}`);
    const flagsOf = async (asnNo: string) => {
      const [row] = (await group({ asnNoList: [asnNo] })).data?.records ?? [];
      return [row?.isWriteOff, row?.writeOffOnly];
    };
    const allOfSix = await t().db.execute<{ id: number }>(
      sql`select g.id from goods_receipts g join asn_headers a on a.id = g.asn_header_id where a.asn_no = 'IASN-6'`,
    );
    const six = allOfSix.rows.map((row) => Number(row.id));
    expect(six.length).toBeGreaterThan(1);
    await markWriteOff(six, 'Y');
    try {
      expect(await flagsOf('IASN-6')).toEqual(['Y', 'Y']);
      expect(await flagsOf('IASN-1')).toEqual(['N', 'N']);
      const apReceipts = await receipts(queryApByAsn, { asnNoList: ['IASN-6'] });
      expect(apReceipts.data?.total).toBe(0);
      const writeOffReceipts = await receipts(queryWriteoffByAsn, { asnNoList: ['IASN-6'] });
      expect(writeOffReceipts.data?.total).toBe(six.length);
      await markWriteOff(six.slice(0, 1), 'N');
      expect(await flagsOf('IASN-6')).toEqual(['Y', 'N']);
    } finally {
      await markWriteOff(six, 'N');
    }
  });

  it('answers a deep page, read from the far end, with the groups and order OFFSET reads from the start', async () => {
    // 2,100 more ASNs of IS01 at IB01, one open receipt each (copies of IASN-1 and its first receipt), so the
    // last pages lie past the first 2,000 rows and in the second half: counted first, read mirrored
    const copied = async (table: string, changed: Record<string, string>) => {
      const columns = await t().db.execute<{ name: string }>(sql`
        select column_name as name from information_schema.columns
         where table_name = ${table} and is_identity = 'NO' and is_generated = 'NEVER' order by ordinal_position`);
      const names = columns.rows.map((row) => row.name);
      return {
        into: sql.raw(names.map((name) => `"${name}"`).join(', ')),
        values: sql.raw(names.map((name) => changed[name] ?? `"${name}"`).join(', ')),
      };
    };
    const asn = await copied('asn_headers', { asn_no: `'IASN-DEEP-' || lpad(n::text, 5, '0')` });
    const receipt = await copied('goods_receipts', {
      asn_header_id: `(select id from asn_headers where asn_no = 'IASN-DEEP-' || lpad(n::text, 5, '0'))`,
      asn_no: `'IASN-DEEP-' || lpad(n::text, 5, '0')`,
      gr_no: `'IGR-DEEP-' || n`,
    });
    await t().db.execute(sql`insert into asn_headers (${asn.into})
      select ${asn.values} from asn_headers, generate_series(1, 2100) n where asn_no = 'IASN-1'`);
    await t().db.execute(sql`insert into goods_receipts (${receipt.into})
      select ${receipt.values} from goods_receipts, generate_series(1, 2100) n
       where id = ${grId(world, 'IGR-1/1')}`);
    try {
      const groups = (order: SQL, offset: number) =>
        t().db.execute<{ asnNo: string }>(sql`
          select a.asn_no as "asnNo" from goods_receipts g join asn_headers a on a.id = g.asn_header_id
            join companies b on b.id = g.buyer_company_id
           where g.is_invoiced = 'N' and g.supplier_company_id = ${world.ids.IS01}
           group by a.id, b.id, g.supplier_company_id
           order by ${order} offset ${offset} limit 20`);
      const first = await group({ size: 20 });
      const total = first.data?.total ?? 0;
      expect(total).toBeGreaterThan(2100);
      const pages = Math.ceil(total / 20);
      for (const [body, order] of [
        [{}, sql`a.id desc, b.id desc, g.supplier_company_id desc`],
        [{ sortName: 'asnNo', sort: 'DESC' }, sql`a.asn_no desc, a.id desc`],
        [{ sortName: 'companyCode' }, sql`b.company_code, a.id desc`],
      ] as const) {
        for (const pageNo of [1, pages - 1, pages]) {
          const reply = await group({ ...body, pageNo, size: 20 });
          expect(reply.data).toMatchObject({ total, pages });
          const expected = (await groups(order, (pageNo - 1) * 20)).rows.map((row) => row.asnNo);
          expect(reply.data?.records.map((row) => row.asnNo)).toEqual(expected);
        }
      }
    } finally {
      await t().db.execute(sql`delete from goods_receipts where gr_no like 'IGR-DEEP-%'`);
      await t().db.execute(sql`delete from asn_headers where asn_no like 'IASN-DEEP-%'`);
    }
    // the total follows the receipts
    expect((await group({})).data?.total).toBe(5);
  });

  it('needs a session', async () => {
    const reply = await t().call(queryGrByAsnGroup, { body: { invoiceType: 'AP' } });
    expect(reply.code).toBe(999);
  });
});

type ReceiptsEndpoint =
  | typeof queryApByAsn
  | typeof queryIndiaByAsn
  | typeof queryOverseaByAsn
  | typeof queryWriteoffByAsn;

const receipts = (
  endpoint: ReceiptsEndpoint,
  body: Record<string, unknown>,
  token = world.tokens.supplier1,
) => t().call(endpoint, { token, body: { supplierCode: 'IS01', companyCode: 'IB01', ...body } });

describe('query*ByAsn (receipts for a new invoice)', () => {
  it('answers the open receipts of the chosen ASNs with the price variance against the price list', async () => {
    const reply = await receipts(queryApByAsn, { asnNoList: ['IASN-1', 'IASN-2'] });
    expect(reply.data?.total).toBe(4);
    expect(
      reply.data?.records.map((row) => [row.grNo, row.partNo, row.grUnitPrice, row.priceVariance]),
    ).toEqual([
      ['IGR-1', 'P-100', '12.500000', 'N'],
      ['IGR-1', 'P-200', '7.333333', 'N'],
      ['IGR-2', 'P-100', '10.000000', 'N'],
      // no price on the price list
      ['IGR-2', 'P-300', '4.000000', 'Y'],
    ]);
    expect(reply.data?.records[0]).toMatchObject({
      grId: grId(world, 'IGR-1/1'),
      grDateStr: '2026-03-05',
      grQty: '100.00000',
      unitPrice: null,
      amount: null,
      isWriteOff: 'N',
    });
  });

  it('confines a supplier to its own receipts whatever supplier code it sends', async () => {
    const reply = await receipts(queryOverseaByAsn, { asnNoList: ['IASN-5'], supplierCode: 'IS02' });
    expect(reply.data?.total).toBe(0);
    const own = await receipts(
      queryOverseaByAsn,
      { asnNoList: ['IASN-5'], supplierCode: 'IS02' },
      world.tokens.supplier2,
    );
    expect(own.data?.records.map((row) => row.grNo)).toEqual(['IGR-5']);
  });

  it('filters by plant and currency', async () => {
    const reply = await receipts(queryOverseaByAsn, {
      asnNoList: ['IASN-6', 'IASN-3'],
      currency: 'CNY',
      shipToPlantCode: 'IP01',
    });
    expect(reply.data?.records.map((row) => `${row.grNo}/${row.orderNo}`)).toEqual([
      'IGR-6/PO-6',
      'IGR-6/PO-6',
    ]);
  });

  it('takes exactly one ASN for India and write-off invoices', async () => {
    const two = await receipts(queryIndiaByAsn, { asnNoList: ['IASN-1', 'IASN-2'] });
    expect(two).toMatchObject({ code: 400, msg: 'Please select one row' });
    expect((await receipts(queryIndiaByAsn, { asnNoList: ['IASN-1'] })).data?.total).toBe(2);
    expect((await receipts(queryWriteoffByAsn, { asnNoList: ['IASN-1'] })).data?.total).toBe(0);
  });

  it('is refused without the create menu of the process', async () => {
    expect((await receipts(queryApByAsn, { asnNoList: ['IASN-1'] }, world.tokens.ap1)).code).toBe(403);
  });
});
