import { asnEndpoints } from '@portal/contract/asn';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedFonts } from '../helpers/pdf.ts';
import { imageResolutions } from '../helpers/pdf-barcodes.ts';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, asnQtyOf, buildAsnWorld, setSupplierFlags } from './asn-world.ts';

const t = useTestApp();
const e = asnEndpoints;
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
const tokens: Record<string, string> = {};
const line = (key: string, index: number) => world.lines[key]?.[index] ?? 0;
/** The ASN the first label test sends (4 packages), printed again by the tests after it. */
let labelledAsnId = 0;
const HEADER = [
  'ASN Group',
  'Order No',
  'Line No',
  'Delivery Date (yyyy-MM-dd)',
  'ASN Qty',
  'Batch No.',
  'Production Date (yyyy-MM-dd)',
];

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

describe('upload and template', () => {
  it('answers the template with its headers', async () => {
    const response = await t().request(e.downloadAsnUploadTemplate, { token: tokens.supplier1 });
    expect(response.headers['content-disposition']).toContain('Template.xlsx');
    expect(sheetRows(await workbookOf(response))).toEqual([HEADER]);
  });

  it('refuses a file with bad rows, each with its row number, and creates nothing', async () => {
    const content = await xlsxFile(HEADER, [
      ['G1', 'PO-2', '10', '2026-11-10', '10'],
      ['G1', 'PO-1', '10', '2026-11-16', '5'],
      ['G2', 'PO-2', '10', '2026-11-11', '5'],
      ['G2', 'PO-2', '10', '2026-11-17', '41'],
      ['G2', 'PO-2', '10', 'soon', '1.234567'],
    ]);
    const reply = await uploadFile(t(), e.uploadAsn, tokens.supplier1, content);
    expect(reply).toMatchObject({ code: 400, msg: 'The file has 4 rows with errors; nothing was imported' });
    expect(reply.data).toEqual([
      { row: 3, message: 'The rows of ASN group G1 must have one buyer company and ship-to plant' },
      { row: 4, message: 'No schedule line of order line PO-2/10 on 2026-11-11 in the latest releases' },
      { row: 5, message: 'ASN quantity 41 exceeds the quantity left to ship 40' },
      expect.objectContaining({ row: 6, field: 'deliveryDate' }),
      expect.objectContaining({ row: 6, field: 'asnQty' }),
    ]);
    expect((await t().call(e.queryAsnList, { token: tokens.supplier1, body: {} })).data.total).toBe(0);
  });

  it('creates one Draft per group; buyers cannot upload', async () => {
    const content = await xlsxFile(HEADER, [
      ['G1', 'PO-2', '10', '2026-11-10', '10', 'B-1', '2026-11-01'],
      ['G2', 'PO-1', '10', '2026-11-16', '20'],
      ['G3', 'PO-9', '10', '2026-11-12', '30'],
    ]);
    const reply = await uploadFile<{ asnNos: string[] }>(t(), e.uploadAsn, tokens.supplier1, content);
    expect(reply).toMatchObject({ code: 200, msg: '3 Draft ASNs created' });
    expect(reply.data.asnNos).toHaveLength(3);
    expect(await asnQtyOf(t().db, line('R1:PO-2', 0))).toBe('0');
    expect((await uploadFile(t(), e.uploadAsn, tokens.planner1, content)).code).toBe(403);
  });
});

describe('history and ASN.xlsx', () => {
  it('filters, sorts by the whitelist and labels the status in the caller language', async () => {
    const mine = await t().call(e.queryAsnList, {
      token: tokens.supplier1,
      locale: 'cn',
      body: { sortName: 'asnNo', sort: 'DESC' },
    });
    expect(mine.data.total).toBe(3);
    expect(mine.data.records.map((row) => row.i18nStatus)).toEqual(['草稿', '草稿', '草稿']);
    const numbers = mine.data.records.map((row) => row.asnNo);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const part = await t().call(e.queryAsnList, { token: tokens.supplier1, body: { partNo: 'A-900' } });
    expect(part.data.records.map((row) => row.shipToPlantCode)).toEqual(['SQ01']);
    const buyer = await t().call(e.queryAsnList, { token: tokens.planner1, body: { status: 'Draft' } });
    expect(buyer.data.records.map((row) => row.buyerCompanyCode)).toEqual(['SB01', 'SB01']);
    expect(
      (await t().call(e.queryAsnList, { token: tokens.planner1, body: { status: 'Success' } })).data.total,
    ).toBe(0);
    expect(
      (await t().call(e.queryAsnList, { token: tokens.planner1, body: { sortName: 'ack_remarks' } })).code,
    ).toBe(400);
  });

  it('downloads what the list shows, or a message when nothing matches', async () => {
    const response = await t().request(e.download, { token: tokens.planner1, query: { sortName: 'asnNo' } });
    expect(response.headers['content-disposition']).toContain('ASN.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows.map((row) => row[2])).toEqual(['Company Code', 'SB01', 'SB01']);
    const none = await t().call(e.download, { token: tokens.planner1, query: { status: 'Cancelled' } });
    expect(none).toEqual({ code: 200, msg: 'There is no data to download', data: null });
  });
});

describe('labels and delivery note', () => {
  it('prints one label per package and a delivery note, as PDF', async () => {
    await setSupplierFlags(t().db, world.ids.SS01, { label: 'Y', invoice: 'Y' });
    const body = asnBody([[line('R2:PO-1', 1), '100']]);
    const details = [
      {
        ...body.asnDetails[0],
        deliveryScheduleDetailId: line('R2:PO-1', 1),
        asnQty: '100',
        lotSizeQty: '30',
        lotNo: 'LOT-7',
      },
    ];
    expect(
      (await t().call(e.sendAsn, { token: tokens.supplier1, body: { ...body, asnDetails: details } })).msg,
    ).toBe('Invoice No: the invoice number is required');
    const sent = await t().call(e.sendAsn, {
      token: tokens.supplier1,
      body: { ...body, asnHeader: { ...body.asnHeader, invoiceNo: 'INV-1' }, asnDetails: details },
    });
    expect(sent.data.asnPackages.map((pack) => Number(pack.qtyOfPackaging))).toEqual([30, 30, 30, 10]);
    const id = sent.data.asnHeader.asnHeaderId ?? 0;
    labelledAsnId = id;
    const label = await t().request(e.downloadLabel, {
      token: tokens.supplier1,
      params: { asnHeaderId: id },
    });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toContain('ASN_Label.pdf');
    const pdf = label.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(4);
    const note = await t().request(e.downloadDeliveryNote, {
      token: tokens.planner1,
      params: { asnHeaderId: id },
    });
    expect(note.headers['content-disposition']).toContain('DeliveryNote.pdf');
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("draws barcodes in whole dots of the buyer's label printers, on A4 sheets of four when asked", async () => {
    const params = { asnHeaderId: labelledAsnId };
    const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;
    const a4 = await t().request(e.downloadLabel, {
      token: tokens.supplier1,
      params,
      query: { paper: 'a4' },
    });
    expect(a4.headers['content-disposition']).toContain('ASN_Label.pdf');
    expect(pageCount(a4.rawPayload)).toBe(1);
    expect((await imageResolutions(a4.rawPayload)).map((image) => image.xPpi)).toEqual([
      203, 203, 203, 203, 203, 203, 203, 203,
    ]);
    await t().db.execute(sql`update companies set label_printer_dpi = 300 where id = ${world.ids.SB01}`);
    try {
      const label = await t().request(e.downloadLabel, { token: tokens.supplier1, params });
      expect(pageCount(label.rawPayload)).toBe(4);
      const labelImages = await imageResolutions(label.rawPayload);
      expect(labelImages.map((image) => [image.xPpi, image.yPpi])).toEqual(Array(8).fill([300, 300]));
      const note = await t().request(e.downloadDeliveryNote, { token: tokens.planner1, params });
      expect((await imageResolutions(note.rawPayload)).map((image) => image.xPpi)).toEqual([300]);
    } finally {
      await t().db.execute(sql`update companies set label_printer_dpi = 203 where id = ${world.ids.SB01}`);
    }
  });

  it('refuses a paper other than label stock or A4, naming it in the caller language', async () => {
    const params = { asnHeaderId: labelledAsnId };
    for (const [locale, start] of [
      ['en', 'Label Stock: '],
      ['cn', '标签纸'],
      ['th', 'กระดาษฉลาก'],
    ] as const) {
      const reply = await t().call(e.downloadLabel, {
        token: tokens.supplier1,
        params,
        query: { paper: 'a3' },
        locale,
      });
      expect(reply.code).toBe(400);
      expect(reply.msg.startsWith(start), reply.msg).toBe(true);
    }
  });

  it('writes Chinese and Thai names in embedded Noto subsets, not as "?"', async () => {
    const chinese = '宁波嘉利金属冲压有限公司';
    const thai = 'ถนนสุขุมวิท กรุงเทพฯ';
    await t().db.execute(sql`update companies set company_name = ${chinese} where id = ${world.ids.SS01}`);
    await t().db.execute(sql`update plants set address = ${thai} where plant_code = 'SP01'`);
    const body = asnBody([[line('R2:PO-1', 2), '20']], { invoiceNo: 'INV-2' });
    const sent = await t().call(e.sendAsn, { token: tokens.supplier1, body });
    const params = { asnHeaderId: sent.data.asnHeader.asnHeaderId ?? 0 };
    const note = await t().request(e.downloadDeliveryNote, { token: tokens.supplier1, params });
    const written = embeddedFonts(note.rawPayload);
    expect(written.fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-Regular$/),
        expect.stringMatching(/^[A-Z]{6}\+NotoSansThai-Regular$/),
      ]),
    );
    for (const char of `${chinese}${thai}`.replace(/\s/g, '')) expect(written.chars).toContain(char);
    // a subset: the document stays small although the Chinese font file is 8 MB
    expect(note.rawPayload.length).toBeLessThan(200_000);
    const label = await t().request(e.downloadLabel, { token: tokens.supplier1, params });
    expect(embeddedFonts(label.rawPayload).chars).toContain('宁');
  });
});

describe('demo data', () => {
  it('holds ASNs of both demo suppliers in every status, consistent with the schedule quantities', async () => {
    const statuses = await t().db.execute<{ supplier: string; statuses: string }>(sql`
      select s.company_code as supplier, string_agg(distinct a.status, ',' order by a.status) as statuses
        from asn_headers a join companies s on s.id = a.supplier_company_id
       where s.company_code in ('S100101', 'S100105') group by s.company_code order by 1`);
    expect(statuses.rows).toEqual([
      { supplier: 'S100101', statuses: 'Cancelled,Draft,Failed,Submitted,Success' },
      { supplier: 'S100105', statuses: 'Cancelled,Draft,Failed,Submitted,Success' },
    ]);
    const mismatched = await t().db.execute(sql`
      select d.id from delivery_schedule_details d
        join asn_details ad on ad.schedule_detail_id = d.id
        join asn_headers a on a.id = ad.asn_header_id
       where a.created_by = 'demo'
       group by d.id, d.asn_qty
      having d.asn_qty <> coalesce(sum(ad.asn_qty) filter (where a.status in ('Submitted', 'Success', 'Failed')), 0)`);
    expect(mismatched.rows).toEqual([]);
  });
});
