import { scheduleEndpoints } from '@portal/contract/schedule';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleFeedbacks, scheduleHeaders } from '../../src/db/schema/index.ts';
import { lineIdsOf, mailsTo, statusesOf } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildScheduleWorld, publishWorldReleases, type ScheduleWorld } from './schedule-world.ts';

const t = useTestApp();
const {
  confirmByIds,
  approveByIds,
  rejectByIds,
  saveFeedback,
  purposedByIds,
  viewPurposedByIds,
  commentById,
} = scheduleEndpoints;

let world: ScheduleWorld;
let headers: Map<string, number>;
const tokens: Record<string, string> = {};
/** lines by "releaseNo:orderNo", in delivery order (weekly from the first delivery date) */
const lines: Record<string, number[]> = {};

beforeAll(async () => {
  world = await buildScheduleWorld(t().db);
  headers = await publishWorldReleases(t().db);
  for (const [key, id] of headers) lines[key] = await lineIdsOf(t().db, id);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

const line = (key: string, index: number) => lines[key]?.[index] ?? 0;
const ids = (...values: number[]) => ({ deliveryScheduleDetailIds: values });

async function feedbackRows(detailId: number) {
  return t()
    .db.select({ shipQty: scheduleFeedbacks.shipQty, eta: scheduleFeedbacks.etaDate })
    .from(scheduleFeedbacks)
    .where(eq(scheduleFeedbacks.detailId, detailId));
}

describe('confirm (supplier)', () => {
  it('confirms New lines as fully satisfied', async () => {
    const batch = [line('R2:PO-1', 0), line('R2:PO-1', 1)];
    const reply = await t().call(confirmByIds, { token: tokens.supplier1, body: ids(...batch) });
    expect(reply).toMatchObject({ code: 200, msg: 'Confirmed successfully' });
    expect(await statusesOf(t().db, batch)).toEqual(['Confirmed/SATISFIED', 'Confirmed/SATISFIED']);
  });

  it('refuses the whole batch when one line is not New or Wait for Approval', async () => {
    const batch = [line('R2:PO-1', 2), line('R2:PO-1', 0)];
    const reply = await t().call(confirmByIds, { token: tokens.supplier1, body: ids(...batch) });
    expect(reply).toEqual({
      code: 409,
      msg: 'Status is not New or Wait for Approval and cannot be confirm',
      data: null,
    });
    expect(await statusesOf(t().db, batch)).toEqual(['New', 'Confirmed/SATISFIED']);
  });

  it("answers not found for another supplier's lines and changes nothing", async () => {
    const foreign = line('R1:PO-3', 0);
    const reply = await t().call(confirmByIds, { token: tokens.supplier1, body: ids(foreign) });
    expect(reply).toMatchObject({ code: 404, msg: 'Some of the selected schedule lines do not exist' });
    expect(await statusesOf(t().db, [foreign])).toEqual(['New']);
  });

  it('refuses the lines of a replaced release', async () => {
    const old = line('R1:PO-1', 0);
    const reply = await t().call(confirmByIds, { token: tokens.supplier1, body: ids(old) });
    expect(reply.msg).toBe(
      'A newer release has replaced the release of the selected lines; please search again',
    );
    expect(await statusesOf(t().db, [old])).toEqual(['New']);
  });

  it('is a supplier action: a buyer is refused', async () => {
    const reply = await t().call(confirmByIds, { token: tokens.planner1, body: ids(line('R1:PO-3', 0)) });
    expect(reply.code).toBe(403);
    expect(await statusesOf(t().db, [line('R1:PO-3', 0)])).toEqual(['New']);
  });
});

describe('feedback (supplier) and approval (buyer)', () => {
  it('offers empty rows to fill for New lines and refuses lines in other states', async () => {
    const reply = await t().call(purposedByIds, { token: tokens.supplier2, body: ids(line('R1:PO-3', 0)) });
    expect(reply.data).toEqual([
      {
        deliveryScheduleDetailId: line('R1:PO-3', 0),
        lineNo: '10',
        partNo: 'B-100',
        requestQty: '250.00000',
        deliveryDateStr: '2026-11-11',
        shipQty: null,
        etaDateStr: null,
      },
    ]);
    const confirmed = await t().call(purposedByIds, {
      token: tokens.supplier1,
      body: ids(line('R2:PO-1', 0)),
    });
    expect(confirmed.msg).toBe('Status is not New and cannot be feedback');
  });

  it('refuses an ETA before the release was published, naming the line, and stores nothing', async () => {
    const first = line('R1:PO-3', 0); // release R1 of 2026-11-02
    const reply = await t().call(saveFeedback, {
      token: tokens.supplier2,
      body: {
        ...ids(first),
        feedbacks: [
          { deliveryScheduleDetailId: first, shipQty: '100', etaDateStr: '2026-11-11' },
          { deliveryScheduleDetailId: first, shipQty: '100', etaDateStr: '2020-01-01' },
        ],
      },
    });
    expect(reply).toEqual({
      code: 400,
      msg: 'The ETA 2020-01-01 of line 10 (2026-11-11) cannot be earlier than the release date 2026-11-02',
      data: null,
    });
    expect(await statusesOf(t().db, [first])).toEqual(['New']);
  });

  it('stores a split proposal and sets the lines waiting for approval with how far they are satisfied', async () => {
    const [first, second, third] = [0, 1, 2].map((index) => line('R1:PO-3', index)) as [
      number,
      number,
      number,
    ];
    const reply = await t().call(saveFeedback, {
      token: tokens.supplier2,
      body: {
        ...ids(first, second, third),
        feedbacks: [
          { deliveryScheduleDetailId: first, shipQty: '150', etaDateStr: '2026-11-11' },
          { deliveryScheduleDetailId: first, shipQty: '100', etaDateStr: '2026-11-13' },
          { deliveryScheduleDetailId: second, shipQty: '250', etaDateStr: '2026-11-18' },
          { deliveryScheduleDetailId: third, shipQty: '250', etaDateStr: '2026-11-30' },
        ],
      },
    });
    expect(reply).toMatchObject({ code: 200, msg: 'Feedback submitted' });
    expect(await statusesOf(t().db, [first, second, third])).toEqual([
      'Wait for Approval/PARTIAL_SATISFIED',
      'Wait for Approval/SATISFIED',
      'Wait for Approval/UN_SATISFIED',
    ]);
    const view = await t().call(viewPurposedByIds, { token: tokens.planner1, body: ids(first) });
    expect(view.data?.map((row) => [row.shipQty, row.etaDateStr])).toEqual([
      ['150.00', '2026-11-11'],
      ['100.00', '2026-11-13'],
    ]);
  });

  it('refuses a proposal above the request, bad numbers, a missing row and a row of another line', async () => {
    const target = line('R1:PO-3', 3);
    const save = (feedbacks: unknown[], detailIds = [target]) =>
      t().call(saveFeedback, {
        token: tokens.supplier2,
        body: { deliveryScheduleDetailIds: detailIds, feedbacks },
      });
    const row = (shipQty: string, etaDateStr = '2026-12-02', id = target) => ({
      deliveryScheduleDetailId: id,
      shipQty,
      etaDateStr,
    });
    expect((await save([row('200'), row('50.01')])).msg).toBe(
      'Ship quantity 250.01 of line 10 (2026-12-02) exceeds the requested quantity 250',
    );
    expect((await save([row('1.234')])).msg).toMatch(/^Ship Qty \(Feedback, line 1\): /);
    expect((await save([row('0')])).msg).toMatch(/^Ship Qty \(Feedback, line 1\): /);
    expect((await save([{ deliveryScheduleDetailId: target, shipQty: '5' }])).msg).toMatch(
      /^ETA Date \(Feedback, line 1\): /,
    );
    expect((await save([row('5')], [target, line('R1:PO-3', 0)])).msg).toBe(
      'Status is not New and cannot be feedback',
    );
    expect((await save([row('5', '2026-12-02', line('R1:PO-3', 2))])).msg).toBe(
      `Feedback row for line ${line('R1:PO-3', 2)} does not belong to the selected lines`,
    );
    expect(await statusesOf(t().db, [target])).toEqual(['New']);
    expect(await feedbackRows(target)).toEqual([]);
  });

  it('lets only a buyer approve or reject, and only lines waiting for approval', async () => {
    const waiting = line('R1:PO-3', 1);
    expect((await t().call(approveByIds, { token: tokens.supplier2, body: ids(waiting) })).code).toBe(403);
    expect((await t().call(approveByIds, { token: tokens.planner2, body: ids(waiting) })).code).toBe(404);
    const wrong = await t().call(approveByIds, {
      token: tokens.planner1,
      body: ids(waiting, line('R1:PO-3', 3)),
    });
    expect(wrong.msg).toBe('Status is not Wait for Approval and cannot be approve');
    const rejectWrong = await t().call(rejectByIds, {
      token: tokens.planner1,
      body: ids(line('R1:PO-3', 3)),
    });
    expect(rejectWrong.msg).toBe('Status is not Wait for Approval and cannot be reject');
    expect(await statusesOf(t().db, [waiting])).toEqual(['Wait for Approval/SATISFIED']);

    expect((await t().call(approveByIds, { token: tokens.planner1, body: ids(waiting) })).msg).toBe(
      'Approved successfully',
    );
    const rejected = line('R1:PO-3', 2);
    expect((await t().call(rejectByIds, { token: tokens.planner1, body: ids(rejected) })).msg).toBe(
      'Rejected successfully',
    );
    expect(await statusesOf(t().db, [waiting, rejected])).toEqual([
      'Confirmed/SATISFIED',
      'Rejected/UN_SATISFIED',
    ]);
  });

  it('lets the supplier update a rejected proposal, starting from it', async () => {
    const rejected = line('R1:PO-3', 2);
    const offered = await t().call(purposedByIds, { token: tokens.supplier2, body: ids(rejected) });
    expect(offered.data?.map((row) => [row.shipQty, row.etaDateStr])).toEqual([['250.00', '2026-11-30']]);
    const reply = await t().call(saveFeedback, {
      token: tokens.supplier2,
      body: {
        ...ids(rejected),
        feedbacks: [{ deliveryScheduleDetailId: rejected, shipQty: '250', etaDateStr: '2026-11-25' }],
      },
    });
    expect(reply.code).toBe(200);
    expect(await statusesOf(t().db, [rejected])).toEqual(['Wait for Approval/SATISFIED']);
    expect(await feedbackRows(rejected)).toEqual([{ shipQty: '250.00', eta: '2026-11-25' }]);
  });

  it('lets the supplier confirm a line waiting for approval, dropping its proposal', async () => {
    const waiting = line('R1:PO-3', 0);
    expect((await t().call(confirmByIds, { token: tokens.supplier2, body: ids(waiting) })).code).toBe(200);
    expect(await statusesOf(t().db, [waiting])).toEqual(['Confirmed/SATISFIED']);
    expect(await feedbackRows(waiting)).toEqual([]);
  });
});

describe('one line, two users at once', () => {
  it('lets exactly one of two confirmations through', async () => {
    const target = line('R1:PO-2', 0);
    const replies = await Promise.all([
      t().call(confirmByIds, { token: tokens.supplier1, body: ids(target) }),
      t().call(confirmByIds, { token: tokens.supplier1, body: ids(target) }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.code === 409)?.msg).toBe(
      'Status is not New or Wait for Approval and cannot be confirm',
    );
  });

  it('lets exactly one of a feedback and a confirmation through', async () => {
    const target = line('R1:PO-2', 1);
    const replies = await Promise.all([
      t().call(saveFeedback, {
        token: tokens.supplier1,
        body: {
          ...ids(target),
          feedbacks: [{ deliveryScheduleDetailId: target, shipQty: '40', etaDateStr: '2026-11-17' }],
        },
      }),
      t().call(confirmByIds, { token: tokens.supplier1, body: ids(target) }),
    ]);
    const codes = replies.map((reply) => reply.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(codes.includes(409) ? 1 : 2);
    // either the feedback was first (then the supplier's confirm on Wait for Approval is allowed too), or the
    // confirmation was first and the feedback is refused: the line never ends half way
    expect(await statusesOf(t().db, [target])).toEqual(['Confirmed/SATISFIED']);
  });

  it('lets exactly one of an approval and a rejection through', async () => {
    const target = line('R1:PO-2', 2);
    await t().call(saveFeedback, {
      token: tokens.supplier1,
      body: {
        ...ids(target),
        feedbacks: [{ deliveryScheduleDetailId: target, shipQty: '40', etaDateStr: '2026-11-24' }],
      },
    });
    const replies = await Promise.all([
      t().call(approveByIds, { token: tokens.planner1, body: ids(target) }),
      t().call(rejectByIds, { token: tokens.planner1, body: ids(target) }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    const [status] = await statusesOf(t().db, [target]);
    expect(status === 'Confirmed/SATISFIED' || status === 'Rejected/SATISFIED').toBe(true);
  });
});

describe('POST /adientSchedule/commentById', () => {
  it("notes comments on the caller's own header and refuses another's", async () => {
    const own = headers.get('R1:PO-2') ?? 0;
    const reply = await t().call(commentById, {
      token: tokens.supplier1,
      body: { deliveryScheduleHeaderId: own, comments: 'Tooling change in week 48' },
    });
    expect(reply).toMatchObject({ code: 200, msg: 'Saved successfully' });
    const foreign = await t().call(commentById, {
      token: tokens.supplier2,
      body: { deliveryScheduleHeaderId: own, comments: 'x' },
    });
    expect(foreign).toMatchObject({ code: 404, msg: 'The delivery schedule does not exist' });
    const [row] = await t()
      .db.select({ comments: scheduleHeaders.comments, updatedBy: scheduleHeaders.updatedBy })
      .from(scheduleHeaders)
      .where(eq(scheduleHeaders.id, own));
    expect(row).toEqual({ comments: 'Tooling change in week 48', updatedBy: world.accounts.supplier1 });
  });
});

describe('email alerts', () => {
  it('tells the other side of each action by mail, in its own language, once per action', async () => {
    const supplierMails = await mailsTo(t().db, `${world.accounts.supplier2}@example.com`);
    expect(supplierMails.map((mail) => mail.kind)).toEqual([
      'scheduleReleased',
      'feedbackApproved',
      'feedbackRejected',
    ]);
    const plannerMails = await mailsTo(t().db, `${world.accounts.planner1}@example.com`);
    expect(plannerMails.map((mail) => mail.kind)).toContain('feedbackGiven');
    expect(plannerMails.map((mail) => mail.kind)).toContain('scheduleConfirmed');
    expect(plannerMails.every((mail) => mail.locale === 'en')).toBe(true);
    // SB02 configured no alerts: its planner and its order lines tell nobody
    expect(await mailsTo(t().db, `${world.accounts.planner2}@example.com`)).toEqual([]);
    // the AP user holds no approval permission: not a planner
    expect(await mailsTo(t().db, `${world.accounts.ap1}@example.com`)).toEqual([]);
  });
});
