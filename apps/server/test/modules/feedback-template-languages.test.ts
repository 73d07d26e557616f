import type { WebLocale } from '@portal/contract/common';
import { scheduleEndpoints } from '@portal/contract/schedule';
import { asc, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleFeedbacks } from '../../src/db/schema/index.ts';
import { lineIdsOf, statusesOf } from '../helpers/arrange-schedules.ts';
import { filledTemplate, sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildScheduleWorld, publishWorldReleases } from './schedule-world.ts';

const t = useTestApp();
const { downloadFeedbackUploadTemplate, uploadFeedback } = scheduleEndpoints;
const tokens: Record<string, string> = {};
const lines: Record<string, number[]> = {};

beforeAll(async () => {
  const world = await buildScheduleWorld(t().db);
  for (const [key, id] of await publishWorldReleases(t().db)) lines[key] = await lineIdsOf(t().db, id);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

/** FeedbackTemplate's header row and sheet name as each language's screens name them. */
const HEADERS: Record<WebLocale, string[]> = {
  cn: ['发布号', '订单号', '行号', '交货日期（yyyy-MM-dd）', '发货数量', '预计到货日期（yyyy-MM-dd）'],
  en: [
    'Release No',
    'Order No',
    'Line No',
    'Delivery Date (yyyy-MM-dd)',
    'Ship Qty',
    'ETA Date (yyyy-MM-dd)',
  ],
  th: ['เลขที่รีลีส', 'เลขที่ใบสั่งซื้อ', 'รายการที่', 'วันที่ส่งมอบ (yyyy-MM-dd)', 'จำนวนส่ง', 'วันที่คาดว่าจะถึง (yyyy-MM-dd)'],
};
const SHEET_NAMES: Record<WebLocale, string> = { cn: '反馈', en: 'Feedback', th: 'ข้อเสนอแนะ' };
const LOCALES = ['cn', 'en', 'th'] as const;
const ETA = '2026-12-05';

const template = (token: string | undefined, locale: WebLocale) =>
  t().request(downloadFeedbackUploadTemplate, { token, locale });

/** The feedback stored per line, as numbers and dates. */
async function feedbacksOf(ids: number[]) {
  const rows = await t()
    .db.select({
      line: scheduleFeedbacks.detailId,
      shipQty: scheduleFeedbacks.shipQty,
      eta: scheduleFeedbacks.etaDate,
    })
    .from(scheduleFeedbacks)
    .where(inArray(scheduleFeedbacks.detailId, ids))
    .orderBy(asc(scheduleFeedbacks.id));
  return ids.map((id) =>
    rows.filter((row) => row.line === id).map((row) => ({ shipQty: Number(row.shipQty), eta: row.eta })),
  );
}

describe('FeedbackTemplate in the three languages', () => {
  it.each(LOCALES)('is written in %s: headers and sheet name', async (locale) => {
    const workbook = await workbookOf(await template(tokens.planner1, locale));
    expect(sheetRows(workbook)).toEqual([HEADERS[locale]]);
    expect(workbook.worksheets[0]?.name).toBe(SHEET_NAMES[locale]);
  });

  it('takes a file headed in any language from a caller of any language, with the same feedback', async () => {
    const po2 = (lines['R1:PO-2'] ?? []).slice(0, 3);
    const dates = ['2026-11-10', '2026-11-17', '2026-11-24'];
    const replies = [];
    for (const [index, fileLocale] of LOCALES.entries()) {
      const file = await xlsxFile(HEADERS[fileLocale], [['R1', 'PO-2', '10', dates[index], '5', ETA]]);
      const caller = LOCALES[(index + 2) % 3];
      replies.push((await uploadFile(t(), uploadFeedback, tokens.supplier1, file, 'f.xlsx', caller)).data);
    }
    expect(replies).toEqual([
      { inserted: 1, updated: 0 },
      { inserted: 1, updated: 0 },
      { inserted: 1, updated: 0 },
    ]);
    expect(await feedbacksOf(po2)).toEqual(po2.map(() => [{ shipQty: 5, eta: ETA }]));
    for (const status of await statusesOf(t().db, po2)) expect(status).toMatch(/^Wait for Approval/);
  });

  it("refuses a header that is none of the three, naming its column in the caller's language, and changes nothing", async () => {
    const header = [...HEADERS.cn];
    header[4] = '数量';
    const line = lines['R1:PO-2']?.[3] ?? 0;
    const file = await xlsxFile(header, [['R1', 'PO-2', '10', '2026-12-01', '5', ETA]]);
    expect(await uploadFile(t(), uploadFeedback, tokens.supplier1, file, 'f.xlsx', 'en')).toEqual({
      code: 400,
      msg: 'The uploaded file format is incorrect: column E is headed "数量" where the template has "Ship Qty"',
      data: null,
    });
    expect((await uploadFile(t(), uploadFeedback, tokens.supplier1, file, 'f.xlsx', 'th')).msg).toBe(
      'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: หัวคอลัมน์ E คือ "数量" แต่แม่แบบเป็น "จำนวนส่ง"',
    );
    expect(await statusesOf(t().db, [line])).toEqual(['New']);
    expect(await feedbacksOf([line])).toEqual([[]]);
  });
});

describe('round trip: FeedbackTemplate downloaded in th and in en, filled and uploaded back', () => {
  it.each([
    ['th', 'th', 0],
    ['en', 'en', 1],
    ['th', 'cn', 2],
  ] as const)(
    'a %s template filled by supplier and uploaded by a %s caller gives the feedback',
    async (fileLocale, caller, answered) => {
      const po3 = lines['R1:PO-3'] ?? [];
      const response = await template(tokens.supplier2, fileLocale);
      const listed = sheetRows(await workbookOf(response));
      // the supplier's New lines, the answered ones gone
      expect(listed[0]).toEqual(HEADERS[fileLocale]);
      expect(listed).toHaveLength(5 - answered);
      const file = await filledTemplate(response, (sheet) => {
        sheet.getCell('E2').value = 4;
        sheet.getCell('F2').value = ETA;
      });
      const reply = await uploadFile(
        t(),
        uploadFeedback,
        tokens.supplier2,
        file,
        'FeedbackTemplate.xlsx',
        caller,
      );
      expect(reply).toMatchObject({ code: 200, data: { inserted: 1, updated: 0 } });
      expect(await feedbacksOf(po3.slice(answered, answered + 2))).toEqual([[{ shipQty: 4, eta: ETA }], []]);
    },
  );
});
