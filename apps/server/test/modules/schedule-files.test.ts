import { scheduleEndpoints } from '@portal/contract/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineIdsOf, statusesOf } from '../helpers/arrange-schedules.ts';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildScheduleWorld, publishWorldReleases, type ScheduleWorld } from './schedule-world.ts';

const t = useTestApp();
const { download, downloadFeedbackUploadTemplate, uploadFeedback, queryDetailList, rejectByIds } =
  scheduleEndpoints;

let world: ScheduleWorld;
let headers: Map<string, number>;
const tokens: Record<string, string> = {};
const lines: Record<string, number[]> = {};

beforeAll(async () => {
  world = await buildScheduleWorld(t().db);
  headers = await publishWorldReleases(t().db);
  for (const [key, id] of headers) lines[key] = await lineIdsOf(t().db, id);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

const HEADER = [
  'Release No',
  'Order No',
  'Line No',
  'Delivery Date (yyyy-MM-dd)',
  'Ship Qty',
  'ETA Date (yyyy-MM-dd)',
];

describe('GET /adientSchedule/download', () => {
  it('holds exactly the lines the screen lists for the same filters, in its order', async () => {
    const filters = { partNo: ['A-200', 'B-100'], type: 'Firm', sortName: 'deliveryDateStr', sort: 'DESC' };
    const screen = await t().call(queryDetailList, {
      token: tokens.planner1,
      body: { ...filters, size: 500 },
    });
    const response = await t().request(download, { token: tokens.planner1, query: filters, locale: 'en' });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('DeliverySchedule.xlsx');
    const [head, ...rows] = sheetRows(await workbookOf(response));
    expect(head?.slice(0, 3)).toEqual(['Release No', 'Release Date', 'Company Code']);
    const partNo = head?.indexOf('Part No') ?? -1;
    const date = head?.indexOf('Delivery Date') ?? -1;
    const qty = head?.indexOf('Request Qty') ?? -1;
    expect(rows.map((row) => `${row[partNo]} ${row[date]} ${row[qty]}`)).toEqual(
      screen.data?.records.map((row) => `${row.partNo} ${row.deliveryDateStr} ${Number(row.requestQty)}`),
    );
    expect(rows).toHaveLength(4);
  });

  it("confines a supplier to its own lines and writes the headers in the caller's language", async () => {
    const response = await t().request(download, {
      token: tokens.supplier2,
      query: { supplierCode: 'SS01' },
      locale: 'cn',
    });
    const [head, ...rows] = sheetRows(await workbookOf(response));
    expect(head?.[0]).toBe('发布号');
    const supplier = head?.indexOf('供应商代码') ?? -1;
    expect(new Set(rows.map((row) => row[supplier]))).toEqual(new Set(['SS02']));
    expect(rows).toHaveLength(4);
  });

  it('answers a message instead of an empty file', async () => {
    const response = await t().request(download, { token: tokens.planner1, query: { releaseNo: 'NONE' } });
    expect(response.json()).toMatchObject({ code: 200, msg: 'There is no data to download', data: null });
  });
});

describe('GET /adientSchedule/downloadFeedbackUploadTemplate', () => {
  it("lists a supplier's New lines of the latest releases, ready to fill in", async () => {
    const response = await t().request(downloadFeedbackUploadTemplate, { token: tokens.supplier2 });
    const rows = sheetRows(await workbookOf(response));
    expect(rows).toEqual([
      HEADER,
      ['R1', 'PO-3', '10', '2026-11-11', null, null],
      ['R1', 'PO-3', '10', '2026-11-18', null, null],
      ['R1', 'PO-3', '10', '2026-11-25', null, null],
      ['R1', 'PO-3', '10', '2026-12-02', null, null],
    ]);
  });

  it('gives a buyer the headers only', async () => {
    const response = await t().request(downloadFeedbackUploadTemplate, { token: tokens.planner1 });
    expect(sheetRows(await workbookOf(response))).toEqual([HEADER]);
  });
});

describe('POST /adientSchedule/uploadFeedback', () => {
  const po2 = (index: number) => lines['R1:PO-2']?.[index] ?? 0;

  it('refuses a file with bad rows, listing each, and changes nothing', async () => {
    const content = await xlsxFile(HEADER, [
      ['R1', 'PO-2', '10', '2026-11-10', '40', '2026-11-10'],
      ['R1', 'PO-2', '10', '2026-11-11', '5', '2026-11-11'],
      ['R1', 'PO-3', '10', '2026-11-11', '5', '2026-11-11'],
      ['R1', 'PO-2', '10', '2026-11-17', '30', '2026-11-17'],
      ['R1', 'PO-2', '10', '2026-11-17', '30.5', '2026-11-20'],
      ['R1', 'PO-2', '10', '2026-11-24', '1.234', 'soon'],
    ]);
    const reply = await uploadFile(t(), uploadFeedback, tokens.supplier1 ?? '', content);
    expect(reply.code).toBe(400);
    expect(reply.msg).toBe('The file has 5 rows with errors; nothing was imported');
    expect(reply.data).toEqual([
      {
        row: 3,
        message: 'No schedule line of release R1, order line PO-2/10 on 2026-11-11 in the latest releases',
      },
      {
        row: 4,
        message: 'No schedule line of release R1, order line PO-3/10 on 2026-11-11 in the latest releases',
      },
      { row: 5, message: 'The ship quantities of this line add up to 60.5, more than the requested 40' },
      { row: 6, message: 'The ship quantities of this line add up to 60.5, more than the requested 40' },
      { row: 7, field: 'shipQty', column: 'Ship Qty', message: expect.stringMatching(/^Ship Qty: /) },
      {
        row: 7,
        field: 'etaDate',
        column: 'ETA Date (yyyy-MM-dd)',
        message: expect.stringMatching(/^ETA Date \(yyyy-MM-dd\): /),
      },
    ]);
    expect(await statusesOf(t().db, [po2(0), po2(1)])).toEqual(['New', 'New']);
  });

  it('gives feedback on New lines and updates Rejected ones in one go', async () => {
    const first = await uploadFile(
      t(),
      uploadFeedback,
      tokens.supplier1 ?? '',
      await xlsxFile(HEADER, [['R1', 'PO-2', '10', '2026-11-24', '40', '2026-11-24']]),
    );
    expect(first).toMatchObject({ code: 200, data: { inserted: 1, updated: 0 } });
    await t().call(rejectByIds, { token: tokens.planner1, body: { deliveryScheduleDetailIds: [po2(2)] } });
    const content = await xlsxFile(HEADER, [
      ['R1', 'PO-2', '10', new Date(Date.UTC(2026, 10, 10)), 25, new Date(Date.UTC(2026, 10, 10))],
      ['R1', 'PO-2', '10', '2026-11-10', '15', '2026-11-12'],
      // a line of the template left blank: not answered now, not an error
      ['R1', 'PO-2', '10', '2026-11-17', null, null],
      ['R1', 'PO-2', '10', '2026-11-24', '40', '2026-11-23'],
    ]);
    const reply = await uploadFile(t(), uploadFeedback, tokens.supplier1 ?? '', content, 'upload.xlsx', 'en');
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Feedback uploaded for 2 lines',
      data: { inserted: 1, updated: 1 },
    });
    expect(await statusesOf(t().db, [po2(0), po2(1), po2(2)])).toEqual([
      'Wait for Approval/PARTIAL_SATISFIED',
      'New',
      'Wait for Approval/SATISFIED',
    ]);
  });

  it('refuses a template in which no row was filled in, and still checks a row with one of the two', async () => {
    const blank = await xlsxFile(HEADER, [
      ['R1', 'PO-2', '10', '2026-11-17', null, null],
      ['R1', 'PO-2', '10', '2026-12-01', null, null],
    ]);
    expect(await uploadFile(t(), uploadFeedback, tokens.supplier1 ?? '', blank)).toEqual({
      code: 400,
      msg: 'No row of the file has a ship quantity or an ETA filled in',
      data: null,
    });
    const half = await xlsxFile(HEADER, [['R1', 'PO-2', '10', '2026-11-17', '10', null]]);
    const reply = await uploadFile(t(), uploadFeedback, tokens.supplier1 ?? '', half);
    expect(reply).toMatchObject({ code: 400, data: [{ row: 2, field: 'etaDate' }] });
    expect(await statusesOf(t().db, [po2(1)])).toEqual(['New']);
  });

  it('is refused to a buyer and finds no lines of another supplier', async () => {
    const content = await xlsxFile(HEADER, [['R1', 'PO-3', '10', '2026-11-11', '5', '2026-11-11']]);
    expect((await uploadFile(t(), uploadFeedback, tokens.planner1 ?? '', content)).code).toBe(403);
    const foreign = await uploadFile(t(), uploadFeedback, tokens.supplier1 ?? '', content);
    expect(foreign.data).toEqual([
      {
        row: 2,
        message: 'No schedule line of release R1, order line PO-3/10 on 2026-11-11 in the latest releases',
      },
    ]);
  });

  it('refuses files the upload rules refuse', async () => {
    const content = await xlsxFile(HEADER, [['R1', 'PO-2', '10', '2026-12-01', '5', '2026-12-01']]);
    const refused = (fileName: string, body = content) =>
      uploadFile(t(), uploadFeedback, tokens.supplier1 ?? '', body, fileName);
    expect((await refused(`${'x'.repeat(47)}.xlsx`)).msg).toBe(
      'File name is too long.please modify and upload again.',
    );
    expect((await refused('feedback.csv')).msg).toBe('The uploaded file format is incorrect');
    expect((await refused('empty.xlsx', new Uint8Array(0))).msg).toBe('0 KB file is not supported...');
    const wrongHeader = await xlsxFile(['Order', 'Qty'], [['PO-2', '5']]);
    expect((await refused('feedback.xlsx', wrongHeader)).msg).toBe(
      'The uploaded file format is incorrect: column A is headed "Order" where the template has "Release No"',
    );
  });
});
