import type { EndpointDef } from '@portal/contract/endpoint';
import { erpInboundEndpoints, type ScheduleReleaseInput } from '@portal/contract/erp-inbound';
import { type InterfaceLogRow, interfaceLogEndpoints } from '@portal/contract/interface-log';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interfaceLogs } from '../../src/db/schema/index.ts';
import { issueErpKey } from '../../src/platform/auth/api-key.ts';
import { XPATH_FUNCTIONS_NAMESPACE } from '../../src/platform/xml/json-to-xml.ts';
import { isWellFormedXml } from '../../src/platform/xml/well-formed.ts';
import { createSupplyChain } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { query, get, retry, webServiceTypes, download, fileDownload, handleInterface } = interfaceLogEndpoints;
const tokens: Record<string, string> = {};
const ids = { outA: 0, outB: 0, outC: 0, outD: 0 };

const ORDER_XML = '<?xml version="1.0"?><order><no>ASN-77</no></order>';
const ANSWER_XML = '<answer code="E17">rejected</answer>';

function release(releaseNo: string, buyerCompanyCode = 'IB01'): ScheduleReleaseInput {
  return {
    releaseNo,
    releaseDate: '2026-11-02',
    buyerCompanyCode,
    lines: [
      {
        orderNo: 'PO-IL1',
        lineNo: '10',
        partNo: 'ILPART-1',
        shipToPlant: 'IP01',
        supplierCode: 'IS01',
        details: [{ deliveryDate: '2026-11-09', scheduleType: 'Firm', requestQty: '10' }],
      },
    ],
  };
}

/** A call logged directly, as an outbound module will log its own; answers its id. */
async function logCall(row: Partial<typeof interfaceLogs.$inferInsert> & { requestTime: Date }) {
  const [stored] = await t()
    .db.insert(interfaceLogs)
    .values({ direction: 'OUT', wsType: 'SCHEDULE_RELEASE', statusCode: 1, ...row })
    .returning({ id: interfaceLogs.id });
  if (!stored) throw new Error('log row not stored');
  return stored.id;
}

/**
 * Three real inbound calls made now (accepted IL-REL-1, refused IL-REL-2, a bad key) and four calls logged
 * directly around the Shanghai day boundary of 2026-03-01/02: OUT-A (Mar 1 23:59, XML, retry Y, waiting),
 * OUT-B (Mar 2 00:00, failed, same action as OUT-A, waiting), OUT-C (Mar 2, retry N, handled) and OUT-D
 * (Feb 20, success, action 9003 waiting, no response).
 */
beforeAll(async () => {
  const { db } = t();
  await createSupplyChain(db, { buyer: 'IB01', plant: 'IP01', supplier: 'IS01', parts: ['ILPART-1'] });
  const { key } = await issueErpKey(db, 'erp-interface-log');
  const send = (body: ScheduleReleaseInput, apiKey: string) =>
    t().call(erpInboundEndpoints.scheduleRelease, { body, headers: { 'x-api-key': apiKey } });
  expect((await send(release('IL-REL-1'), key)).code).toBe(200);
  expect((await send(release('IL-REL-2', 'NOBUYER'), key)).code).toBe(400);
  expect((await send(release('IL-REL-3'), 'erp_wrong')).code).toBe(401);

  ids.outA = await logCall({
    referenceNo: 'ASN-77',
    requestBody: ORDER_XML,
    responseBody: '<ok/>',
    requestTime: new Date('2026-03-01T15:59:00Z'),
    responseTime: new Date('2026-03-01T16:00:30Z'),
    isRetry: 'Y',
    handleResult: 'N',
    actionHistoryId: 9001,
  });
  ids.outB = await logCall({
    referenceNo: 'ASN-78%',
    statusCode: 2,
    errorMessage: 'E17 rejected',
    requestBody: ORDER_XML,
    responseBody: ANSWER_XML,
    requestTime: new Date('2026-03-01T16:00:00Z'),
    handleResult: 'N',
    actionHistoryId: 9001,
  });
  ids.outC = await logCall({
    referenceNo: 'INV-5',
    requestTime: new Date('2026-03-02T08:00:00Z'),
    handleResult: 'Y',
    actionHistoryId: 9002,
  });
  ids.outD = await logCall({
    referenceNo: 'INV-6',
    requestBody: 'plain text, not a document',
    requestTime: new Date('2026-02-20T01:00:00Z'),
    isRetry: 'Y',
    handleResult: 'N',
    actionHistoryId: 9003,
  });
  for (const user of ['admin', 'superadmin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

async function list(body: Record<string, unknown>, locale: 'cn' | 'en' | 'th' = 'en') {
  const reply = await t().call(query, { token: tokens.admin, body, locale });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
}
const refs = (rows: InterfaceLogRow[]) => rows.map((row) => row.referenceNo);

describe('POST /rs/query', () => {
  it('lists every call newest first, labelled in the caller language, without the bodies', async () => {
    const page = await list({});
    expect(page.total).toBe(7);
    expect(page.pages).toBe(1);
    // the real calls are the newest; the bad-key call names no release
    expect(refs(page.records)).toEqual([null, 'IL-REL-2', 'IL-REL-1', 'INV-5', 'ASN-78%', 'ASN-77', 'INV-6']);
    const [badKey, refused, accepted] = page.records;
    expect(accepted).toMatchObject({
      statusCode: 1,
      statusView: 'Success',
      wsType: 'SCHEDULE_RELEASE',
      wsTypeView: 'Delivery schedule release',
      requestForward: 'ERP → Portal',
      errorMessage: null,
      isRetry: 'N',
      handleResult: null,
      actionHistoryId: null,
      invoiceStatus: null,
      fileId: null,
      fileDisplayName: null,
    });
    expect(accepted?.requestTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(accepted?.responseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(refused).toMatchObject({
      statusCode: 2,
      statusView: 'Failure',
      errorMessage:
        'Release IL-REL-2 refused (1 errors): buyerCompanyCode: buyer company NOBUYER does not exist',
    });
    expect(badKey).toMatchObject({ statusCode: 2, errorMessage: 'The API key is missing or invalid' });
    const outA = page.records.find((row) => row.id === ids.outA);
    expect(outA).toMatchObject({
      requestForward: 'Portal → ERP',
      requestTime: '2026-03-01 23:59',
      responseTime: '2026-03-02 00:00',
      isRetry: 'Y',
      handleResult: 'N',
      actionHistoryId: 9001,
    });
    for (const row of page.records) expect(Object.keys(row)).not.toContain('requestBody');

    const [cn] = (await list({ status: 2, referenceNo: 'ASN' }, 'cn')).records;
    expect(cn).toMatchObject({
      statusView: '失败',
      wsTypeView: '交货计划发布',
      requestForward: '门户 → ERP',
    });
    const [th] = (await list({ status: 2, referenceNo: 'ASN' }, 'th')).records;
    expect(th).toMatchObject({ statusView: 'ล้มเหลว', wsTypeView: 'การออกแผนการส่งมอบ' });
  });

  it('filters by type, any part of the reference, status and whole request days of the display time zone', async () => {
    expect(refs((await list({ referenceNo: 'asn-7' })).records)).toEqual(['ASN-78%', 'ASN-77']);
    expect(refs((await list({ referenceNo: '%' })).records)).toEqual(['ASN-78%']);
    expect(refs((await list({ referenceNo: '  IL-REL-1 ' })).records)).toEqual(['IL-REL-1']);
    expect((await list({ status: 2 })).total).toBe(3);
    expect((await list({ status: '1', wsType: 'SCHEDULE_RELEASE' })).total).toBe(4);
    // 2026-03-01 in Shanghai ends at 15:59:59Z: OUT-A at 23:59 is in, OUT-B at 00:00 on the 2nd is not
    const first = { requestTimeStart: '20260301', requestTimeEnd: '20260301' };
    expect(refs((await list(first)).records)).toEqual(['ASN-77']);
    expect(refs((await list({ requestTimeStart: '20260302', requestTimeEnd: '20260302' })).records)).toEqual([
      'INV-5',
      'ASN-78%',
    ]);
    expect(refs((await list({ requestTimeEnd: '20260301' })).records)).toEqual(['ASN-77', 'INV-6']);
    expect((await list({ requestTimeStart: '20260303', requestTimeEnd: '20260302' })).total).toBe(0);
  });

  it('sorts by the allowed fields and pages on the server', async () => {
    const byTime = await list({ sortName: 'requestTime', sort: 'ASC', size: 3, pageNo: 1 });
    expect(refs(byTime.records)).toEqual(['INV-6', 'ASN-77', 'ASN-78%']);
    expect(byTime).toMatchObject({ total: 7, pages: 3 });
    const last = await list({ sortName: 'requestTime', sort: 'ASC', size: 3, pageNo: 3 });
    expect(refs(last.records)).toEqual([null]);
    expect(refs((await list({ sortName: 'referenceNo', sort: 'DESC', referenceNo: 'inv' })).records)).toEqual(
      ['INV-6', 'INV-5'],
    );
    // failures first, then newest first within a status
    const byStatus = await list({ sortName: 'statusView', sort: 'DESC', size: 3 });
    expect(byStatus.records.map((row) => row.statusCode)).toEqual([2, 2, 2]);
    expect(refs(byStatus.records)).toEqual([null, 'IL-REL-2', 'ASN-78%']);
    const byDirection = await list({ sortName: 'requestForward', sort: 'ASC', size: 3 });
    expect(byDirection.records.map((row) => row.requestForward)).toEqual(Array(3).fill('ERP → Portal'));
    expect((await list({ sortName: 'responseTime', sort: 'ASC' })).records[0]?.id).toBe(ids.outA);
  });

  it('refuses bad filters and sort fields with a message naming them', async () => {
    const refused = (body: Record<string, unknown>) => t().call(query, { token: tokens.admin, body });
    expect(await refused({ wsType: 'PAYMENT_ADVICE' })).toMatchObject({
      code: 400,
      msg: /^Web Service Type: /,
    });
    expect(await refused({ status: 3 })).toMatchObject({ code: 400, msg: /^Status: / });
    expect(await refused({ requestTimeStart: '2026-03-01' })).toMatchObject({
      code: 400,
      msg: /^Request Time \(from\): /,
    });
    expect(await refused({ sortName: 'requestBody' })).toMatchObject({
      code: 400,
      msg: 'Sorting by "requestBody" is not supported',
    });
    expect(await refused({ size: 501 })).toMatchObject({ code: 400, msg: /^Page Size: / });
  });
});

describe('GET /rs/{id} and /rs/webServiceTypes', () => {
  it('answers one call with both bodies as logged', async () => {
    const reply = await t().call(get, { token: tokens.admin, params: { id: ids.outB } });
    expect(reply).toMatchObject({
      code: 200,
      data: {
        id: ids.outB,
        referenceNo: 'ASN-78%',
        statusView: 'Failure',
        errorMessage: 'E17 rejected',
        requestBody: ORDER_XML,
        responseBody: ANSWER_XML,
        handledBy: null,
        handledAt: null,
      },
    });
    const [accepted] = (await list({ referenceNo: 'IL-REL-1' })).records;
    const inbound = await t().call(get, { token: tokens.admin, params: { id: accepted?.id ?? 0 } });
    expect(JSON.parse(inbound.data.requestBody ?? '')).toMatchObject({ releaseNo: 'IL-REL-1' });
    expect(JSON.parse(inbound.data.responseBody ?? '')).toMatchObject({ code: 200 });
    expect(await t().call(get, { token: tokens.admin, params: { id: 999_999 } })).toEqual({
      code: 404,
      msg: 'The interface log entry does not exist',
      data: null,
    });
    expect(await t().call(get, { token: tokens.admin, params: { id: 'abc' } })).toMatchObject({ code: 400 });
  });

  it('lists the web service types in the caller language', async () => {
    for (const [locale, release, asnSend, receipt, posting, payment] of [
      ['en', 'Delivery schedule release', 'ASN send', 'Goods receipt', 'Invoice posting', 'Invoice payment'],
      ['cn', '交货计划发布', '发货通知发送', '收货', '发票过账', '发票付款'],
      ['th', 'การออกแผนการส่งมอบ', 'การส่ง ASN', 'การรับสินค้า', 'การลงบัญชีใบแจ้งหนี้', 'การชำระเงินใบแจ้งหนี้'],
    ] as const) {
      const reply = await t().call(webServiceTypes, { token: tokens.admin, locale });
      expect(reply.data).toEqual([
        { wsType: 'SCHEDULE_RELEASE', wsTypeView: release },
        { wsType: 'ASN_SEND', wsTypeView: asnSend },
        { wsType: 'GOODS_RECEIPT', wsTypeView: receipt },
        { wsType: 'INVOICE_POST', wsTypeView: posting },
        { wsType: 'INVOICE_PAYMENT', wsTypeView: payment },
      ]);
    }
  });
});

describe('GET /rs/download/{id}', () => {
  const fetchBody = (id: number, type: string) =>
    t().request(download, { token: tokens.admin, params: { id }, query: { type } });

  it('saves every body as InterfaceMessage.xml, application/xml, a well-formed document', async () => {
    const xml = await fetchBody(ids.outB, 'res');
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toContain('filename="InterfaceMessage.xml"');
    expect(xml.body).toBe(ANSWER_XML);
    expect((await fetchBody(ids.outB, 'req')).body).toBe(ORDER_XML);

    const [accepted] = (await list({ referenceNo: 'IL-REL-1' })).records;
    const json = await fetchBody(accepted?.id ?? 0, 'req');
    expect(json.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(json.headers['content-disposition']).toContain('filename="InterfaceMessage.xml"');
    expect(isWellFormedXml(json.body)).toBe(true);
    // the JSON the ERP sent, in the W3C representation: its keys and values, in a document of their own
    expect(json.body).toContain(`<map xmlns="${XPATH_FUNCTIONS_NAMESPACE}">`);
    expect(json.body).toContain('<string key="releaseNo">IL-REL-1</string>');
    expect(json.body).toContain('<string key="buyerCompanyCode">IB01</string>');
    expect(json.body).toContain('<string key="requestQty">10</string>');

    const text = await fetchBody(ids.outD, 'req');
    expect(text.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(text.headers['content-disposition']).toContain('filename="InterfaceMessage.xml"');
    expect(isWellFormedXml(text.body)).toBe(true);
    expect(text.body).toContain('>plain text, not a document</string>');
  });

  it('answers an envelope when there is no body, no such call or no such type', async () => {
    expect((await fetchBody(ids.outD, 'res')).json()).toEqual({
      code: 200,
      msg: 'There is no data to download',
      data: null,
    });
    expect((await fetchBody(999_999, 'req')).json()).toMatchObject({
      code: 404,
      msg: 'The interface log entry does not exist',
    });
    expect((await fetchBody(ids.outB, 'xml')).json()).toMatchObject({ code: 400, msg: /^Type: / });
  });
});

describe('GET /rs/retry/{id}', () => {
  it('refuses to resend a call the ERP made, a call that may not be retried, and an unknown call', async () => {
    const [inbound] = (await list({ referenceNo: 'IL-REL-1' })).records;
    expect(await t().call(retry, { token: tokens.admin, params: { id: inbound?.id ?? 0 } })).toEqual({
      code: 409,
      msg: 'This call came from the ERP; the portal cannot send it again. Ask the ERP to send it again',
      data: null,
    });
    const cannot = 'This call cannot be sent again';
    expect(await t().call(retry, { token: tokens.admin, params: { id: ids.outC } })).toMatchObject({
      code: 409,
      msg: cannot,
    });
    // retry Y but failed: the spec offers Resend on successful calls only
    expect(await t().call(retry, { token: tokens.admin, params: { id: ids.outB } })).toMatchObject({
      code: 409,
      msg: cannot,
    });
    expect(await t().call(retry, { token: tokens.admin, params: { id: 999_999 } })).toMatchObject({
      code: 404,
    });
  });

  it('answers "not available yet" for an outbound type without a sender, and sends nothing', async () => {
    const before = await t().call(query, { token: tokens.admin, body: {} });
    expect(await t().call(retry, { token: tokens.admin, params: { id: ids.outA }, locale: 'cn' })).toEqual({
      code: 404,
      msg: '接口 交货计划发布 暂不支持重新发送',
      data: null,
    });
    expect((await t().call(query, { token: tokens.admin, body: {} })).data.total).toBe(before.data.total);
  });
});

describe('GET /interfaceActionHistory/handleInterface/{actionHistoryId}', () => {
  const handle = (actionHistoryId: number | string, result = 'Y', token = tokens.admin) =>
    t().call(handleInterface, { token, params: { actionHistoryId }, query: { result } });
  const handling = (actionHistoryId: number) =>
    t()
      .db.select({
        id: interfaceLogs.id,
        handleResult: interfaceLogs.handleResult,
        handledBy: interfaceLogs.handledBy,
        handledAt: interfaceLogs.handledAt,
      })
      .from(interfaceLogs)
      .where(eq(interfaceLogs.actionHistoryId, actionHistoryId));

  it('marks the waiting calls of the action processed, by whom and when, once', async () => {
    expect(await handle(9001)).toEqual({
      code: 200,
      msg: 'The result has been marked as processed',
      data: null,
    });
    const rows = await handling(9001);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ handleResult: 'Y', handledBy: 'admin' });
      expect(row.handledAt).toBeInstanceOf(Date);
    }
    const detail = await t().call(get, { token: tokens.admin, params: { id: ids.outA } });
    expect(detail.data).toMatchObject({ handleResult: 'Y', handledBy: 'admin' });
    expect(detail.data.handledAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await handle(9001)).toEqual({
      code: 409,
      msg: 'The result of this business action has already been processed',
      data: null,
    });
  });

  it('lets one of two simultaneous clicks win', async () => {
    const replies = await Promise.all([handle(9003), handle(9003, 'Y', tokens.superadmin)]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    const [row] = await handling(9003);
    expect(['admin', 'superadmin']).toContain(row?.handledBy);
  });

  it('refuses an unknown action, an action with nothing waiting and any result but Y', async () => {
    expect(await handle(424_242)).toEqual({
      code: 404,
      msg: 'No interface log belongs to business action 424242',
      data: null,
    });
    expect(await handle(9002)).toMatchObject({ code: 409 });
    await t()
      .db.update(interfaceLogs)
      .set({ handleResult: 'N', handledBy: null, handledAt: null })
      .where(eq(interfaceLogs.id, ids.outC));
    expect(await handle(9002, 'N')).toMatchObject({ code: 400, msg: /^Result: / });
    expect((await handling(9002))[0]).toMatchObject({ handleResult: 'N', handledBy: null });
  });
});

describe('GET /file/download/{fileId}', () => {
  it('answers not found: no file is stored with a logged call yet', async () => {
    const reply = await t().request(fileDownload, { token: tokens.admin, params: { fileId: 1 } });
    expect(reply.json()).toEqual({ code: 404, msg: 'The file does not exist', data: null });
  });
});

describe('who may read the interface log', () => {
  const calls: Array<[string, EndpointDef, Record<string, unknown>]> = [
    ['query', query, { body: {} }],
    ['get', get, { params: { id: 1 } }],
    ['retry', retry, { params: { id: 1 } }],
    ['webServiceTypes', webServiceTypes, {}],
    ['download', download, { params: { id: 1 }, query: { type: 'req' } }],
    ['fileDownload', fileDownload, { params: { fileId: 1 } }],
    ['handleInterface', handleInterface, { params: { actionHistoryId: 9002 }, query: { result: 'Y' } }],
  ];

  it('refuses buyer roles without the Interface Log screen, supplier users and callers without a session', async () => {
    for (const [name, endpoint, options] of calls) {
      for (const user of ['scm', 'ap']) {
        expect(
          await t().call(endpoint, { ...options, token: tokens[user] }),
          `${name} ${user}`,
        ).toMatchObject({
          code: 403,
        });
      }
      expect(await t().call(endpoint, { ...options, token: tokens['supplier.a'] }), name).toEqual({
        code: 403,
        msg: 'Supplier users cannot perform this action',
        data: null,
      });
      expect(await t().call(endpoint, options), name).toMatchObject({ code: 999 });
    }
    // nothing was handled by the refused calls
    expect(
      (await t().call(get, { token: tokens.superadmin, params: { id: ids.outC } })).data.handleResult,
    ).toBe('N');
  });
});
