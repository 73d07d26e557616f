import { asnEndpoints } from '@portal/contract/asn';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asnHeaders } from '../../src/db/schema/index.ts';
import { checkLineSelection } from '../../src/modules/asn/asn-rules.ts';
import type { AsnScheduleLine } from '../../src/modules/asn/schedule-lines-repo.ts';
import { AppError } from '../../src/platform/http/app-error.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, asnQtyOf, buildAsnWorld, setTolerance } from './asn-world.ts';

const t = useTestApp();
const e = asnEndpoints;
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
let supplier = '';
const line = (key: string, index: number) => world.lines[key]?.[index] ?? 0;
const asnCount = async () => (await t().db.select({ id: asnHeaders.id }).from(asnHeaders)).length;

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  supplier = await t().login(world.accounts.supplier1);
});

const REPEATED = (field: string) => ({ code: 400, msg: `${field}: repeats an earlier item`, data: null });

describe('an ASN naming one schedule line several times', () => {
  it('is refused by send, draft save and the wizard, naming the repeat; nothing is shipped or saved', async () => {
    const target = line('R2:PO-1', 0); // 120 requested
    const thrice = asnBody([
      [target, '120'],
      [target, '120'],
      [target, '120'],
    ]);
    const before = await asnCount();
    expect(await t().call(e.sendAsn, { token: supplier, body: thrice })).toEqual(
      REPEATED('Schedule Line (ASN Lines, line 2)'),
    );
    expect(await t().call(e.saveOrUpdateDraftAsn, { token: supplier, body: thrice })).toEqual(
      REPEATED('Schedule Line (ASN Lines, line 2)'),
    );
    for (const endpoint of [e.saveAsnPackage, e.saveAsnGeneralInfo]) {
      expect((await t().call(endpoint, { token: supplier, body: thrice })).code).toBe(400);
    }
    const wizard = await t().call(e.asnCreateList, {
      token: supplier,
      body: {
        scheduleDetailVos: [{ deliveryScheduleDetailId: target }, { deliveryScheduleDetailId: target }],
      },
    });
    expect(wizard).toEqual(REPEATED('Schedule Line (Lines to Ship, line 2)'));
    expect(await asnQtyOf(t().db, target)).toBe('0');
    expect(await asnCount()).toBe(before);
  });

  it('says so in Chinese and Thai', async () => {
    const target = line('R2:PO-1', 0);
    const twice = asnBody([
      [target, '1'],
      [target, '1'],
    ]);
    const reply = (locale: 'cn' | 'th') => t().call(e.sendAsn, { token: supplier, body: twice, locale });
    expect((await reply('cn')).msg).toBe('ASN 明细第 2 行的计划行：与前面的一项重复');
    expect((await reply('th')).msg).toBe('รายการแผนการส่งมอบ (รายการ ASN รายการที่ 2): ซ้ำกับรายการก่อนหน้า');
  });

  it('is refused by the service rule too, for callers that bypass the contract (uploads, GR to ASN)', () => {
    const scheduleLine = {
      id: 7,
      isLatest: 'Y',
      shipToPlant: 'P',
      orderNo: 'PO',
      partNo: 'A',
    } as AsnScheduleLine;
    expect(() => checkLineSelection([7, 7], [scheduleLine])).toThrow(AppError);
    expect(() => checkLineSelection([7], [scheduleLine])).not.toThrow();
  });

  it('ships a line once within what it allows', async () => {
    const target = line('R2:PO-1', 0);
    expect((await t().call(e.sendAsn, { token: supplier, body: asnBody([[target, '120']]) })).code).toBe(200);
    expect(await asnQtyOf(t().db, target)).toBe('120');
  });
});

describe('the database keeps the shipped quantity within the tolerance', () => {
  /** Writes a line's shipped quantity around the services, as a script or a future bug would. */
  const writeShipped = (id: number, qty: string) =>
    t().db.execute(sql`update delivery_schedule_details set asn_qty = ${qty} where id = ${id}`);
  const refusal = (id: number, qty: string) =>
    writeShipped(id, qty).then(
      () => 'written',
      (error: unknown) => String((error as { cause?: { constraint?: string } }).cause?.constraint),
    );

  it('refuses a rise past the request when the supplier may not over-ship', async () => {
    const target = line('R2:PO-1', 1); // 120 requested
    expect(await refusal(target, '120.00001')).toBe('schedule_details_shipped_within_tolerance');
    expect(await asnQtyOf(t().db, target)).toBe('0');
    expect(await refusal(target, '120')).toBe('written');
  });

  it('lets a rise through up to the tolerance, and a quantity given back whatever it is', async () => {
    await setTolerance(t().db, world.ids.SB01, world.ids.SS01, '10');
    const target = line('R2:PO-1', 2); // 120 requested: 132 allowed
    expect(await refusal(target, '132.00001')).toBe('schedule_details_shipped_within_tolerance');
    expect(await refusal(target, '132')).toBe('written');
    await setTolerance(t().db, world.ids.SB01, world.ids.SS01, '0');
    expect(await refusal(target, '131')).toBe('written');
    expect(await refusal(target, '131.5')).toBe('schedule_details_shipped_within_tolerance');
    expect(await asnQtyOf(t().db, target)).toBe('131');
  });
});
