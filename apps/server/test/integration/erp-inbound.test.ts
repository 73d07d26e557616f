import {
  erpInboundEndpoints,
  type ScheduleReleaseInput,
  type ScheduleReleaseResult,
} from '@portal/contract/erp-inbound';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interfaceLogs, scheduleDetails, scheduleHeaders } from '../../src/db/schema/index.ts';
import { issueErpKey, revokeErpClient } from '../../src/platform/auth/api-key.ts';
import { createCompany, relate } from '../helpers/arrange.ts';
import { createPart, createSupplyChain } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { scheduleRelease } = erpInboundEndpoints;

let key = '';
let chain: Awaited<ReturnType<typeof createSupplyChain>>;

beforeAll(async () => {
  chain = await createSupplyChain(t().db, {
    buyer: 'EB01',
    plant: 'EP01',
    supplier: 'ES01',
    parts: ['EPART-1', 'EPART-2', 'EPART-3'],
  });
  key = (await issueErpKey(t().db, 'erp-test')).key;
});

function release(overrides: Partial<ScheduleReleaseInput> = {}): ScheduleReleaseInput {
  return {
    releaseNo: 'REL-001',
    releaseDate: '2026-11-02',
    buyerCompanyCode: 'EB01',
    lines: [
      {
        orderNo: 'PO-E1',
        lineNo: '10',
        partNo: 'EPART-1',
        shipToPlant: 'EP01',
        supplierCode: 'ES01',
        model: 'X1',
        planner: 'Li Wei',
        details: [
          { deliveryDate: '2026-11-09', scheduleType: 'Firm', requestQty: '100' },
          { deliveryDate: '2026-11-16', scheduleType: 'Firm', requestQty: 50.5, deliveryTime: '08:30' },
          { deliveryDate: '2026-11-23', scheduleType: 'Forecast', requestQty: '80.25', cumQty: '230.75' },
        ],
      },
    ],
    ...overrides,
  };
}

function send(body: ScheduleReleaseInput | Record<string, unknown>, apiKey: string | null = key) {
  return t().call(scheduleRelease, { body, headers: apiKey === null ? {} : { 'x-api-key': apiKey } });
}

async function headersOf(orderNo: string) {
  return t()
    .db.select({
      id: scheduleHeaders.id,
      releaseNo: scheduleHeaders.releaseNo,
      isLatest: scheduleHeaders.isLatest,
      unit: scheduleHeaders.unit,
      model: scheduleHeaders.model,
    })
    .from(scheduleHeaders)
    .where(eq(scheduleHeaders.orderNo, orderNo))
    .orderBy(asc(scheduleHeaders.id));
}

async function detailsOf(headerId: number) {
  return t()
    .db.select({
      deliveryDate: scheduleDetails.deliveryDate,
      requestQty: scheduleDetails.requestQty,
      asnQty: scheduleDetails.asnQty,
      unshippedQty: scheduleDetails.unshippedQty,
      releaseStatus: scheduleDetails.releaseStatus,
    })
    .from(scheduleDetails)
    .where(eq(scheduleDetails.headerId, headerId))
    .orderBy(asc(scheduleDetails.deliveryDate));
}

async function rowCounts() {
  const [headers] = await t().db.select({ value: count() }).from(scheduleHeaders);
  const [details] = await t().db.select({ value: count() }).from(scheduleDetails);
  return { headers: headers?.value, details: details?.value };
}

async function lastLog() {
  const [row] = await t().db.select().from(interfaceLogs).orderBy(desc(interfaceLogs.id)).limit(1);
  return row;
}

describe('POST /erp/schedule/release: the API key', () => {
  it('refuses a call without a key, with a wrong key and with a revoked key, and logs each', async () => {
    const revoked = await issueErpKey(t().db, 'erp-revoked');
    await revokeErpClient(t().db, 'erp-revoked');
    const before = await rowCounts();
    for (const apiKey of [null, 'erp_wrong', revoked.key]) {
      const reply = await send(release(), apiKey);
      expect(reply).toMatchObject({ code: 401, msg: 'The API key is missing or invalid' });
      expect(await lastLog()).toMatchObject({
        direction: 'IN',
        wsType: 'SCHEDULE_RELEASE',
        statusCode: 2,
        erpClientId: null,
        // the body of an unknown client is never read
        referenceNo: null,
        requestBody: null,
        errorMessage: 'The API key is missing or invalid',
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('is not opened by a user session token', async () => {
    const token = await t().login('superadmin');
    const reply = await t().call(scheduleRelease, { body: release(), token });
    expect(reply.code).toBe(401);
  });
});

describe('POST /erp/schedule/release: storing a release', () => {
  let first: ScheduleReleaseResult;

  it('stores the header and its lines, the unit from part info, and logs the call as a success', async () => {
    const reply = await send(release());
    expect(reply.code).toBe(200);
    expect(reply.msg).toBe('Release REL-001 received: 1 lines created, 0 unchanged');
    first = reply.data as ScheduleReleaseResult;
    expect(first.lines).toEqual([
      expect.objectContaining({ orderNo: 'PO-E1', lineNo: '10', result: 'created', isLatest: 'Y' }),
    ]);
    expect(await headersOf('PO-E1')).toEqual([
      expect.objectContaining({ releaseNo: 'REL-001', isLatest: 'Y', unit: 'PC', model: 'X1' }),
    ]);
    const headerId = first.lines[0]?.deliveryScheduleHeaderId ?? 0;
    expect(await detailsOf(headerId)).toEqual([
      {
        deliveryDate: '2026-11-09',
        requestQty: '100.00000',
        asnQty: '0.00000',
        unshippedQty: '100.00000',
        releaseStatus: 'New',
      },
      {
        deliveryDate: '2026-11-16',
        requestQty: '50.50000',
        asnQty: '0.00000',
        unshippedQty: '50.50000',
        releaseStatus: 'New',
      },
      {
        deliveryDate: '2026-11-23',
        requestQty: '80.25000',
        asnQty: '0.00000',
        unshippedQty: '80.25000',
        releaseStatus: 'New',
      },
    ]);
    const log = await lastLog();
    expect(log).toMatchObject({
      statusCode: 1,
      referenceNo: 'REL-001',
      errorMessage: null,
      wsType: 'SCHEDULE_RELEASE',
    });
    expect(JSON.parse(log?.requestBody ?? '{}')).toMatchObject({ releaseNo: 'REL-001' });
    expect(JSON.parse(log?.responseBody ?? '{}')).toMatchObject({ code: 200, data: first });
    expect(log?.responseTime?.getTime()).toBeGreaterThanOrEqual(
      log?.requestTime.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it('changes nothing when the same release arrives again, even written differently', async () => {
    const before = await rowCounts();
    const again = release();
    const [line] = again.lines;
    if (line?.details[0]) line.details[0].requestQty = 100; // a number instead of "100"
    const reply = await send(again);
    expect(reply.code).toBe(200);
    expect(reply.data?.lines).toEqual([{ ...first.lines[0], result: 'unchanged' }]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses the same release number with different content and changes nothing', async () => {
    const before = await rowCounts();
    const changed = release();
    if (changed.lines[0]?.details[0]) changed.lines[0].details[0].requestQty = '101';
    const reply = await send(changed);
    expect(reply).toMatchObject({
      code: 409,
      msg: 'release REL-001 of order line PO-E1/10 was received before with different content',
    });
    expect(await rowCounts()).toEqual(before);
    expect(await lastLog()).toMatchObject({ statusCode: 2, referenceNo: 'REL-001' });
  });

  it('makes a newer release the latest and carries the shipped quantity over in delivery order', async () => {
    const previousId = first.lines[0]?.deliveryScheduleHeaderId ?? 0;
    // 130 shipped against the first release
    await t()
      .db.update(scheduleDetails)
      .set({ asnQty: '100' })
      .where(and(eq(scheduleDetails.headerId, previousId), eq(scheduleDetails.deliveryDate, '2026-11-09')));
    await t()
      .db.update(scheduleDetails)
      .set({ asnQty: '30' })
      .where(and(eq(scheduleDetails.headerId, previousId), eq(scheduleDetails.deliveryDate, '2026-11-16')));
    const newer = release({ releaseNo: 'REL-002', releaseDate: '2026-11-09' });
    newer.lines[0] = {
      ...(newer.lines[0] as ScheduleReleaseInput['lines'][number]),
      details: [
        { deliveryDate: '2026-11-16', scheduleType: 'Firm', requestQty: '60' },
        { deliveryDate: '2026-11-23', scheduleType: 'Firm', requestQty: '60' },
        { deliveryDate: '2026-11-30', scheduleType: 'Forecast', requestQty: '40' },
      ],
    };
    const reply = await send(newer);
    expect(reply.data?.lines[0]).toMatchObject({ result: 'created', isLatest: 'Y' });
    expect((await headersOf('PO-E1')).map((row) => [row.releaseNo, row.isLatest])).toEqual([
      ['REL-001', 'N'],
      ['REL-002', 'Y'],
    ]);
    const details = await detailsOf(reply.data?.lines[0]?.deliveryScheduleHeaderId ?? 0);
    expect(details.map((row) => [row.asnQty, row.unshippedQty])).toEqual([
      ['60.00000', '0.00000'],
      ['60.00000', '0.00000'],
      ['10.00000', '30.00000'],
    ]);
  });

  it('keeps a release that arrives after a newer one as history only', async () => {
    const older = release({ releaseNo: 'REL-000', releaseDate: '2026-10-26' });
    const reply = await send(older);
    expect(reply.data?.lines[0]).toMatchObject({ result: 'created', isLatest: 'N' });
    expect(
      (await headersOf('PO-E1')).filter((row) => row.isLatest === 'Y').map((row) => row.releaseNo),
    ).toEqual(['REL-002']);
  });
});

describe('POST /erp/schedule/release: refusals', () => {
  beforeAll(async () => {
    const inactive = await createCompany(t().db, { code: 'ES09', type: 'S' });
    await relate(t().db, chain.buyerCompanyId, inactive, 'I');
    await createPart(t().db, { ...chain, supplierCompanyId: inactive, partNo: 'EPART-9' });
  });

  const line = (overrides: Record<string, string>) => ({
    orderNo: 'PO-R1',
    lineNo: '10',
    partNo: 'EPART-2',
    shipToPlant: 'EP01',
    supplierCode: 'ES01',
    details: [{ deliveryDate: '2026-11-09', scheduleType: 'Firm' as const, requestQty: '5' }],
    ...overrides,
  });

  it('names every unknown code with its line and stores none of the release', async () => {
    const before = await rowCounts();
    const reply = await send(
      release({
        releaseNo: 'REL-BAD',
        lines: [
          line({ orderNo: 'PO-OK' }),
          line({ orderNo: 'PO-R2', supplierCode: 'NOPE' }),
          line({ orderNo: 'PO-R3', supplierCode: 'ES09', partNo: 'EPART-9' }),
          line({ orderNo: 'PO-R4', shipToPlant: 'XX99' }),
          line({ orderNo: 'PO-R5', partNo: 'UNKNOWN-PART' }),
        ],
      }),
    );
    expect(reply.code).toBe(400);
    expect(reply.msg).toBe(
      'Release REL-BAD refused (4 errors): lines[1].supplierCode: supplier NOPE does not exist',
    );
    expect(reply.data).toEqual([
      { row: 2, field: 'lines[1].supplierCode', message: 'supplier NOPE does not exist' },
      {
        row: 3,
        field: 'lines[2].supplierCode',
        message: 'supplier ES09 is not an active supplier of buyer EB01',
      },
      { row: 4, field: 'lines[3].shipToPlant', message: 'buyer EB01 has no plant XX99' },
      {
        row: 5,
        field: 'lines[4].partNo',
        message: 'part UNKNOWN-PART is not a part supplier ES01 delivers to plant EP01',
      },
    ]);
    expect(await rowCounts()).toEqual(before);
    expect(await lastLog()).toMatchObject({ statusCode: 2, referenceNo: 'REL-BAD' });
  });

  it('refuses an unknown buyer, an order line twice and a delivery twice', async () => {
    expect((await send(release({ buyerCompanyCode: 'NOBUYER' }))).msg).toBe(
      'Release REL-001 refused (1 errors): buyerCompanyCode: buyer company NOBUYER does not exist',
    );
    const twice = await send(release({ releaseNo: 'REL-DUP', lines: [line({}), line({})] }));
    expect(twice.data).toEqual([
      {
        row: 2,
        field: 'lines[1].lineNo',
        message: 'order line PO-R1/10 occurs more than once in this release',
      },
    ]);
    const sameDay = line({});
    const details: ScheduleReleaseInput['lines'][number]['details'] = sameDay.details;
    details.push({ deliveryDate: '2026-11-09', scheduleType: 'Forecast', requestQty: '1' });
    const dates = await send(release({ releaseNo: 'REL-DUP', lines: [sameDay] }));
    expect(dates.data).toEqual([
      {
        row: 1,
        field: 'lines[0].details[1].deliveryDate',
        message: 'delivery 2026-11-09  occurs more than once',
      },
    ]);
  });

  it('refuses malformed quantities and dates with the field named', async () => {
    const negative = line({});
    negative.details[0] = { deliveryDate: '2026-11-09', scheduleType: 'Firm', requestQty: '-1' };
    expect((await send(release({ lines: [negative] }))).msg).toMatch(/^lines\.0\.details\.0\.requestQty: /);
    const tooLarge = line({});
    tooLarge.details[0] = { deliveryDate: '2026-11-09', scheduleType: 'Firm', requestQty: '12345678901234' };
    expect(await send(release({ lines: [tooLarge] }))).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^lines\.0\.details\.0\.requestQty: /),
    });
    const badDate = release({ releaseDate: '2026-02-30' });
    expect((await send(badDate)).msg).toMatch(/^releaseDate: /);
    expect((await send({ releaseNo: 'X' })).code).toBe(400);
  });
});

describe('POST /erp/schedule/release: concurrent deliveries', () => {
  it('lets exactly one of two releases of one order line be the latest, and stores the same release once', async () => {
    const a = release({ releaseNo: 'REL-C1', releaseDate: '2026-11-10' });
    const b = release({ releaseNo: 'REL-C2', releaseDate: '2026-11-11' });
    for (const body of [a, b]) {
      if (body.lines[0]) body.lines[0] = { ...body.lines[0], orderNo: 'PO-C', partNo: 'EPART-3' };
    }
    const replies = await Promise.all([send(a), send(b), send(a)]);
    expect(replies.map((reply) => reply.code)).toEqual([200, 200, 200]);
    expect(replies.map((reply) => reply.data?.lines[0]?.result).sort()).toEqual([
      'created',
      'created',
      'unchanged',
    ]);
    const headers = await headersOf('PO-C');
    expect(headers.map((row) => [row.releaseNo, row.isLatest]).sort()).toEqual([
      ['REL-C1', 'N'],
      ['REL-C2', 'Y'],
    ]);
  });
});
