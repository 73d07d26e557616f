import type { GoodsReceiptInput } from '@portal/contract/erp-inbound';
import type { InvoiceAsnRow, InvoiceType } from '@portal/contract/invoice';
import type { LoginResult } from '@portal/contract/session';
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../../apps/server/src/db/client.ts';
import { apiGet, apiLogin, apiPost, type Envelope } from './api.ts';
import { withDatabase } from './db.ts';

type Db = ReturnType<typeof openDatabase>['db'];

interface ShippedLine {
  asnNo: string;
  buyerCode: string;
  plantCode: string;
  orderNo: string;
  lineNo: string;
  partNo: string;
  qty: string;
  currency: string | null;
  unitPrice: string | null;
  priceListCode: string | null;
}

/**
 * Lines of the newest sent ASN of a supplier that no goods receipt names yet, with the supplier's price
 * list price of each part effective today (null when there is none).
 */
async function unreceivedAsnLines(db: Db, supplierCode: string): Promise<ShippedLine[]> {
  const result = await db.execute<{ [K in keyof ShippedLine]: ShippedLine[K] }>(sql`
    with asn as (
      select h.id, h.asn_no, h.ship_to_plant_code, b.company_code as buyer_code, h.buyer_company_id,
             h.supplier_company_id
        from asn_headers h
        join companies s on s.id = h.supplier_company_id
        join companies b on b.id = h.buyer_company_id
       where s.company_code = ${supplierCode} and h.status in ('Submitted', 'Success')
         and not exists (select 1 from goods_receipts g where g.asn_header_id = h.id)
       order by h.id desc
       limit 1)
    select asn.asn_no as "asnNo", asn.buyer_code as "buyerCode", asn.ship_to_plant_code as "plantCode",
           sh.order_no as "orderNo", sh.line_no as "lineNo", sh.part_no as "partNo",
           d.asn_qty::text as "qty", p.currency, p.unit_price::text as "unitPrice",
           p.price_list_code as "priceListCode"
      from asn
      join asn_details d on d.asn_header_id = asn.id
      join delivery_schedule_details sd on sd.id = d.schedule_detail_id
      join delivery_schedule_headers sh on sh.id = sd.header_id
      left join lateral (
        select pp.currency, pp.unit_price, pp.price_list_code
          from part_prices pp
         where pp.buyer_company_id = asn.buyer_company_id and pp.supplier_company_id = asn.supplier_company_id
           and pp.part_no = sh.part_no and pp.effective_from <= current_date
           and (pp.effective_to is null or pp.effective_to >= current_date)
         order by pp.effective_from desc
         limit 1) p on true
     order by d.item_no`);
  return result.rows;
}

/**
 * A goods receipt of the newest sent ASN of `supplierCode` not yet received, at the price list prices
 * (so an invoice at those prices matches), as the ERP would post it. Null when there is no such ASN or a
 * line has no price.
 */
export async function receiptOfNewestAsn(
  db: Db,
  supplierCode: string,
  grNo: string,
  grDate: string,
): Promise<GoodsReceiptInput | null> {
  const lines = await unreceivedAsnLines(db, supplierCode);
  const [first] = lines;
  if (!first || lines.some((line) => !line.unitPrice || !line.currency)) return null;
  return {
    grNo,
    grDate,
    buyerCompanyCode: first.buyerCode,
    shipToPlant: first.plantCode,
    supplierCode,
    asnNo: first.asnNo,
    lines: lines.map((line, index) => ({
      grLineNo: String(index + 1),
      orderNo: line.orderNo,
      poLineNo: line.lineNo,
      partNo: line.partNo,
      qty: line.qty,
      currency: line.currency ?? '',
      grUnitPrice: line.unitPrice ?? '0',
      priceListCode: line.priceListCode ?? undefined,
    })),
  };
}

/** `receiptOfNewestAsn` on the portal under test. */
export function arrangeReceiptOfNewestAsn(supplierCode: string, grNo: string, grDate: string) {
  return withDatabase((db) => receiptOfNewestAsn(db, supplierCode, grNo, grDate));
}

type Page<T> = { records: T[] };
type WriteOffLine = { grId: number; grUnitPrice: string };

/** A decimal string without trailing zeros (the invoice price takes at most 6 decimals). */
const plainDecimal = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** The tax rate (%) of a buyer company, as its master data holds it: what an invoice's tax is matched against. */
export function buyerTaxRate(companyCode: string): Promise<string> {
  return withDatabase(async (db) => {
    const result = await db.execute<{ rate: string }>(sql`
      select tax_rate::text as rate from companies where company_code = ${companyCode}`);
    const rate = result.rows[0]?.rate;
    if (rate === undefined) throw new Error(`no company ${companyCode}`);
    return plainDecimal(rate);
  });
}

/**
 * The oldest ASN whose open receipts of the kind (write-off or not) the demo seeded: each at its price
 * list's price, in one currency, none made by another journey (GR No. E2E...), so an invoice on it
 * matches whatever journeys ran before.
 */
function demoAsnWithOpenReceipts(supplierCode: string, writeOff: boolean): Promise<string | undefined> {
  return withDatabase(async (db) => {
    const result = await db.execute<{ asnNo: string }>(sql`
      select a.asn_no as "asnNo"
        from asn_headers a
        join goods_receipts g on g.asn_header_id = a.id
        join companies s on s.id = g.supplier_company_id
       where s.company_code = ${supplierCode} and g.is_invoiced = 'N'
         and g.is_write_off = ${writeOff ? 'Y' : 'N'}
       group by a.id, a.asn_no
      having bool_and(g.price_list_code is not null and g.gr_no not like 'E2E%')
         and count(distinct g.currency) = 1
       order by a.id
       limit 1`);
    return result.rows[0]?.asnNo;
  });
}

/**
 * An ASN the create list of `type` offers the signed-in supplier, as that list answers it: for a write-off
 * invoice one with write-off receipts, for the others one with none (see `demoAsnWithOpenReceipts`).
 */
export async function firstAsnToInvoice(supplier: LoginResult, type: InvoiceType): Promise<InvoiceAsnRow> {
  const writeOff = type === 'WRITEOFF';
  const asnNo = await demoAsnWithOpenReceipts(supplier.supplierCode ?? '', writeOff);
  const reply = await apiPost<Page<InvoiceAsnRow>>('/invoice/queryGrByAsnGroup', supplier.token, {
    pageNo: 1,
    size: 10,
    invoiceType: writeOff ? 'INDIA' : type,
    isWriteOff: writeOff ? 'Y' : 'N',
    asnNoList: asnNo ? [asnNo] : [],
  });
  const [asn] = reply.data?.records ?? [];
  if (!asnNo || !asn)
    throw new Error(`no ASN to invoice (${type}) in the demo data: ${reply.code} ${reply.msg ?? ''}`);
  return asn;
}

/**
 * A write-off invoice `invoiceNo` of the supplier user `supplier` on its first open write-off receipts (demo data),
 * Passed and not sent yet, arranged through the API the way the supplier and AP would: saved and
 * submitted by the supplier (submitted anyway when the match asks), then approved or submitted by AP.
 */
export async function arrangePassedWriteOff(supplier: string, invoiceNo: string): Promise<number> {
  const session = await apiLogin(supplier);
  const supplierToken = session.token;
  const apToken = (await apiLogin('ap')).token;
  const must = <T>(reply: Envelope<T>, what: string): T => {
    if (Number(reply.code) !== 200) throw new Error(`${what}: ${reply.code} ${reply.msg ?? ''}`);
    return reply.data;
  };
  const asn = await firstAsnToInvoice(session, 'WRITEOFF');
  const lines = must(
    await apiPost<Page<WriteOffLine>>('/invoice/queryWriteoffByAsn', supplierToken, {
      pageNo: 1,
      size: 50,
      asnNoList: [asn.asnNo],
      companyCode: asn.companyCode,
      supplierCode: asn.supplierCode,
    }),
    'write-off receipts',
  );
  const saved = must(
    await apiPost<{ invoiceHeaderId: number }>('/invoice/saveWriteoffInvoice', supplierToken, {
      invoiceNo,
      invoiceDate: new Date().toISOString().slice(0, 10),
      incoTerm: 'FOB',
      items: lines.records.map((line) => ({ grId: line.grId, unitPrice: plainDecimal(line.grUnitPrice) })),
    }),
    'save',
  );
  const id = saved.invoiceHeaderId;
  const submitted = await apiPost('/invoice/submitIndiaInvoice', supplierToken, { invoiceHeaderId: id });
  if (Number(submitted.code) === 88)
    must(await apiGet(`/invoice/submitIndiaInvoice/${id}`, supplierToken), 'submit anyway');
  else must(submitted, 'submit');
  const detail = must(
    await apiGet<{ needApprove: string }>(`/invoice/getInvoiceDetail/${id}`, apToken),
    'detail',
  );
  must(
    detail.needApprove === 'Y'
      ? await apiPost('/invoice/approveIndiaInvoice', apToken, { invoiceHeaderId: id, status: 'Submitted' })
      : await apiPost('/invoice/submitIndiaInvoice', apToken, { invoiceHeaderId: id }),
    'AP',
  );
  return id;
}
