import { invoiceEndpoints } from '@portal/contract/invoice';
import { scheduleEndpoints } from '@portal/contract/schedule';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let buyer = '';

beforeAll(async () => {
  buyer = await t().login('superadmin');
});

async function firstId(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t().db.execute<{ id: number }>(query);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('the demo data has the record');
  return Number(id);
}

const headerComments = (id: number) =>
  t()
    .db.execute<{ comments: string | null }>(
      sql`select comments from delivery_schedule_headers where id = ${id}`,
    )
    .then((result) => result.rows[0]?.comments);

describe('control characters in text', () => {
  it('refuses NUL in a list filter by field name, in the caller language', async () => {
    const body = { pageNo: 1, size: 10, supplierName: 'Ningbo\u0000' };
    const en = await t().call(scheduleEndpoints.queryList, { token: buyer, body, locale: 'en' });
    expect(en).toEqual({
      code: 400,
      msg: 'Supplier Name: contains control characters that are not allowed',
      data: null,
    });
    const th = await t().call(scheduleEndpoints.queryList, { token: buyer, body, locale: 'th' });
    expect(th.msg).toBe('ชื่อซัพพลายเออร์: มีอักขระควบคุมที่ไม่อนุญาต');
  });

  it('names the field inside a list of values and a nested object', async () => {
    const body = { pageNo: 1, size: 10, orderNo: ['PO-1', 'PO-\u0007'] };
    const reply = await t().call(scheduleEndpoints.queryList, { token: buyer, body, locale: 'en' });
    expect(reply.msg).toBe('Order No, item 2: contains control characters that are not allowed');
  });

  it('takes line breaks and tabs in a multi-line field, refuses them in a one-line field and NUL in either', async () => {
    const id = await firstId(sql`select id from delivery_schedule_headers order by id limit 1`);
    const before = await headerComments(id);
    const comment = (comments: string) =>
      t().call(scheduleEndpoints.commentById, {
        token: buyer,
        body: { deliveryScheduleHeaderId: id, comments },
        locale: 'en',
      });
    expect((await comment('a\u0000b')).msg).toBe(
      'Comments: contains control characters that are not allowed',
    );
    expect(await headerComments(id)).toBe(before);
    expect((await comment('first line\r\n\tsecond line')).code).toBe(200);
    expect(await headerComments(id)).toBe('first line\r\n\tsecond line');
    const oneLine = await t().call(scheduleEndpoints.queryList, {
      token: buyer,
      body: { pageNo: 1, size: 10, releaseNo: 'R1\nR2' },
      locale: 'en',
    });
    expect(oneLine.msg).toBe('Release No: contains control characters that are not allowed');
  });
});

describe('ids and page numbers', () => {
  it('reads an id in a path as decimal digits only', async () => {
    const id = await firstId(sql`select id from invoice_headers order by id limit 1`);
    const detail = (text: string) =>
      t().app.inject({
        method: 'GET',
        url: `${t().apiBase}${fillPath(invoiceEndpoints.getInvoiceDetail.path, { id: text })}`,
        headers: { authorization: buyer, 'accept-language': 'en' },
      });
    expect((await detail(String(id))).json().code).toBe(200);
    for (const text of [
      `0x${id.toString(16)}`,
      `${id}e0`,
      ` ${id}`,
      `+${id}`,
      `${id}.0`,
      '-1',
      '0',
      '99999999999999999',
    ]) {
      expect((await detail(text)).json(), text).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^Record: /),
      });
    }
  });

  it('reads paging as decimal digits within its bounds', async () => {
    const pages: Array<[unknown, unknown]> = [
      ['0x2', 10],
      [1, '1e2'],
      [1, 501],
      [0, 10],
      [-1, 10],
      [1_000_000_001, 10],
      [1.5, 10],
      [[1], 10],
    ];
    for (const [pageNo, size] of pages) {
      const reply = await t().call(scheduleEndpoints.queryList, { token: buyer, body: { pageNo, size } });
      expect(reply.code, `${JSON.stringify(pageNo)}/${JSON.stringify(size)}`).toBe(400);
    }
    const asText = await t().call(scheduleEndpoints.queryList, {
      token: buyer,
      body: { pageNo: '2', size: '10' },
    });
    expect(asText.code).toBe(200);
    const far = await t().call(scheduleEndpoints.queryList, {
      token: buyer,
      body: { pageNo: 1_000_000_000, size: 500 },
    });
    expect(far).toMatchObject({ code: 200, data: { records: [] } });
  });
});

describe('business dates', () => {
  it('refuses a date outside 2000-2099 by field name and changes nothing', async () => {
    const id = await firstId(
      sql`select id from invoice_headers where status = 'Submitted' order by id limit 1`,
    );
    for (const date of ['9999-12-31', '1999-12-31', '0226-11-24']) {
      const reply = await t().call(invoiceEndpoints.receiveInvoice, {
        token: buyer,
        body: { invoiceHeaderId: id, status: 'Submitted', invoiceReceiveDateStr: date },
        locale: 'en',
      });
      expect(reply, date).toEqual({
        code: 400,
        msg: 'Invoice Receive Date: must be a date from 2000-01-01 to 2099-12-31',
        data: null,
      });
    }
    const status = await t().db.execute<{ status: string }>(
      sql`select status from invoice_headers where id = ${id}`,
    );
    expect(status.rows[0]?.status).toBe('Submitted');
  });
});
