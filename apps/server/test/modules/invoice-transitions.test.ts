import { invoiceEndpoints } from '@portal/contract/invoice';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { buildInvoiceWorld, grId, type InvoiceWorld } from './invoice-world.ts';

const t = useTestApp();
const api = invoiceEndpoints;
let world: InvoiceWorld;

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
});

/** A Draft AP invoice of supplier IS01 from receipts at the given unit prices; answers its id. */
async function draftOf(invoiceNo: string, lines: [string, string][]): Promise<number> {
  const reply = await t().call(api.saveInvoice, {
    token: world.tokens.supplier1,
    body: {
      invoiceNo,
      invoiceDate: '2026-03-10',
      incoTerm: 'FOB',
      items: lines.map(([key, unitPrice]) => ({ grId: grId(world, key), unitPrice })),
    },
  });
  if (reply.code !== 200 || !reply.data) throw new Error(`draft ${invoiceNo}: ${reply.msg}`);
  return reply.data.invoiceHeaderId;
}

const detail = async (id: number) =>
  (await t().call(api.getInvoiceDetail, { token: world.tokens.ap1, params: { id } })).data;
const submit = (id: number, token = world.tokens.supplier1) =>
  t().call(api.submitInvoice, { token, body: { invoiceHeaderId: id } });
type ApproveEndpoint = (typeof api)['approveInvoice' | 'approveIndiaInvoice' | 'approveOverseaInvoice'];
const approve = (
  id: number,
  status: string,
  token = world.tokens.ap1,
  endpoint: ApproveEndpoint = api.approveInvoice,
) => t().call(endpoint, { token, body: { invoiceHeaderId: id, status } });
const reject = (id: number, body: Record<string, unknown>, token = world.tokens.ap1) =>
  t().call(api.rejectInvoice, { token, body: { invoiceHeaderId: id, ...body } });

describe('submit with the price match', () => {
  let within = 0;

  it('submits an invoice within the tolerances without asking (unit price +2 %, total exactly at 2 %)', async () => {
    // price list 12.5 on the GR date; 100 x 12.75 = 1275.00 against 1250.00: 25.00 is exactly 2 %
    within = await draftOf('IN1', [['IGR-1/1', '12.75']]);
    expect(await submit(within)).toMatchObject({ code: 200, msg: 'Submitted successfully' });
    expect(await detail(within)).toMatchObject({
      status: 'Submitted',
      needApprove: 'N',
      matchStatus: 'Passed',
      submitName: 'iw.supplier1',
      submitDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      items: [{ grNo: 'IGR-1', priceVariance: 'N' }],
    });
  });

  it('refuses to submit again, and a buyer cannot approve what needs no approval', async () => {
    expect(await submit(within)).toMatchObject({
      code: 409,
      msg: 'Status is not Draft or Rejected and cannot be submitted',
    });
    expect(await approve(within, 'Submitted')).toMatchObject({
      code: 409,
      msg: 'Only a Submitted invoice that needs approval can be approved',
    });
  });

  it('lets the buyer submit a Submitted invoice on to Passed', async () => {
    expect((await submit(within, world.tokens.scm1)).code).toBe(403);
    expect(await submit(within, world.tokens.ap1)).toMatchObject({ code: 200 });
    expect(await detail(within)).toMatchObject({ status: 'Passed', matchStatus: 'Passed' });
    expect(await submit(within, world.tokens.ap1)).toMatchObject({
      code: 409,
      msg: 'Status is not Submitted and cannot be submitted by the buyer',
    });
  });

  it('lets a buyer with EditinvoicebyAdient edit prices of a Passed invoice, not its receipts', async () => {
    const body = (key: string) => ({
      invoiceHeaderId: within,
      invoiceNo: 'IN1',
      invoiceDate: '2026-03-10',
      incoTerm: 'CIF',
      items: [{ grId: grId(world, key), unitPrice: '12.7' }],
    });
    expect((await t().call(api.saveInvoice, { token: world.tokens.scm1, body: body('IGR-1/1') })).code).toBe(
      403,
    );
    expect(await t().call(api.saveInvoice, { token: world.tokens.ap1, body: body('IGR-2/1') })).toMatchObject(
      {
        code: 400,
        msg: 'The buyer cannot change the goods receipts of an invoice',
      },
    );
    const edited = await t().call(api.saveInvoice, { token: world.tokens.ap1, body: body('IGR-1/1') });
    expect(edited.data).toMatchObject({ status: 'Passed', incoTerm: 'CIF', baseAmount: '1270.00' });
    expect(
      await t().call(api.saveInvoice, { token: world.tokens.supplier1, body: body('IGR-1/1') }),
    ).toMatchObject({
      code: 409,
      msg: 'An invoice in status Passed cannot be edited',
    });
  });

  it('asks to confirm (code 88) outside the tolerances and changes nothing until confirmed', async () => {
    // price list 7.333333; 8 is 9.09 % above
    const outside = await draftOf('OUT1', [['IGR-1/2', '8']]);
    const asked = await submit(outside);
    expect(asked.code).toBe(88);
    expect(asked.msg).toContain('(e.g. GR IGR-1: 8.000000, price list 7.333333)');
    expect(await detail(outside)).toMatchObject({ status: 'Draft', needApprove: 'N', matchStatus: null });
    const confirmed = await t().call(api.submitInvoiceConfirmed, {
      token: world.tokens.supplier1,
      params: { id: outside },
    });
    expect(confirmed).toMatchObject({ code: 200, msg: 'Submitted successfully' });
    expect(await detail(outside)).toMatchObject({
      status: 'Submitted',
      needApprove: 'Y',
      matchStatus: 'Failed',
      items: [{ priceVariance: 'Y' }],
    });
  });

  it('fails a line without a price on the price list', async () => {
    const unpriced = await draftOf('NOPRICE', [['IGR-2/2', '4']]);
    expect((await submit(unpriced)).code).toBe(88);
  });

  it("keeps another supplier's invoice out of reach", async () => {
    expect((await submit(within, world.tokens.supplier2)).code).toBe(404);
  });
});

describe('approve and reject (buyer)', () => {
  let needsApproval = 0;

  beforeAll(async () => {
    needsApproval = await draftOf('APPR1', [['IGR-6/1', '14']]);
    await t().call(api.submitInvoiceConfirmed, {
      token: world.tokens.supplier1,
      params: { id: needsApproval },
    });
  });

  it('refuses the wrong role, another buyer company, the wrong call and a status the caller did not see', async () => {
    expect((await approve(needsApproval, 'Submitted', world.tokens.supplier1)).code).toBe(403);
    expect((await approve(needsApproval, 'Submitted', world.tokens.scm1)).code).toBe(403);
    expect((await approve(needsApproval, 'Submitted', world.tokens.ap2)).code).toBe(404);
    expect(
      await approve(needsApproval, 'Submitted', world.tokens.ap1, api.approveIndiaInvoice),
    ).toMatchObject({
      code: 409,
      msg: 'This is a AP invoice; use the screen of its process',
    });
    expect(await approve(needsApproval, 'Draft')).toMatchObject({
      code: 409,
      msg: 'The invoice is Submitted now; please search again',
    });
    expect((await detail(needsApproval))?.status).toBe('Submitted');
  });

  it('approves once when two buyers approve at the same time', async () => {
    const replies = await Promise.all([
      approve(needsApproval, 'Submitted'),
      approve(needsApproval, 'Submitted'),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    // approved: it no longer needs approval (the approval stays on record with its date and name)
    expect(await detail(needsApproval)).toMatchObject({
      status: 'Passed',
      needApprove: 'N',
      approvedName: 'iw.ap1',
      approvedDate: expect.any(String),
    });
  });

  it('rejects a Submitted invoice with type and reason; the supplier edits and resubmits it', async () => {
    // price list 10 on the GR date 2026-02-10
    const id = await draftOf('REJ1', [['IGR-2/1', '10']]);
    expect((await reject(id, { needApprove: 'N', rejectType: 'PRICE' })).msg).toBe(
      'Status is not Submitted and cannot be rejected',
    );
    await submit(id);
    expect(await reject(id, { needApprove: 'N' })).toMatchObject({
      code: 400,
      msg: 'Reject Type: is required',
    });
    // the stored needApprove (N) decides, not the one sent
    expect(await reject(id, { needApprove: 'Y' })).toMatchObject({
      code: 400,
      msg: 'Reject Type: is required',
    });
    expect((await reject(id, { needApprove: 'N', rejectType: 'PRICE' }, world.tokens.scm1)).code).toBe(403);
    expect((await reject(id, { needApprove: 'N', rejectType: 'NOPE' })).code).toBe(400);
    expect(
      await reject(id, { needApprove: 'N', rejectType: 'PRICE', rejectReason: 'wrong price' }),
    ).toMatchObject({
      code: 200,
      msg: 'Rejected successfully',
    });
    expect(await detail(id)).toMatchObject({
      status: 'Rejected',
      rejectType: 'PRICE',
      rejectReason: 'wrong price',
      rejectedName: 'iw.ap1',
    });
    const rejected = await t().call(api.queryInvoicePage, {
      token: world.tokens.supplier1,
      body: { rejectInvoice: 'Y' },
    });
    expect(rejected.data?.records.map((row) => row.invoiceNo)).toEqual(['REJ1']);
    const edited = await t().call(api.saveInvoice, {
      token: world.tokens.supplier1,
      body: {
        invoiceHeaderId: id,
        invoiceNo: 'REJ1',
        invoiceDate: '2026-03-11',
        incoTerm: 'FOB',
        items: [{ grId: grId(world, 'IGR-2/1'), unitPrice: '10.1' }],
      },
    });
    expect(edited.data).toMatchObject({ status: 'Rejected', baseAmount: '101.00' });
    expect(await submit(id)).toMatchObject({ code: 200 });
    expect(await detail(id)).toMatchObject({ status: 'Submitted', needApprove: 'N' });
  });
});

describe('receive the paper invoice', () => {
  it('records the day for a submitted invoice and refuses a Draft or a supplier', async () => {
    const id = await draftOf('RCV1', [['IGR-3/1', '12.5']]);
    const body = { invoiceHeaderId: id, status: 'Draft', invoiceReceiveDateStr: '2026-03-20' };
    expect(await t().call(api.receiveInvoice, { token: world.tokens.ap1, body })).toMatchObject({
      code: 409,
      msg: 'An invoice in status Draft cannot be received',
    });
    await submit(id);
    expect((await t().call(api.receiveInvoice, { token: world.tokens.ap1, body })).code).toBe(409);
    const seen = { ...body, status: 'Submitted' };
    expect((await t().call(api.receiveInvoice, { token: world.tokens.supplier1, body: seen })).code).toBe(
      403,
    );
    expect(await t().call(api.receiveInvoice, { token: world.tokens.ap1, body: seen })).toMatchObject({
      code: 200,
      msg: 'Received successfully',
    });
    expect((await detail(id))?.invoiceReceiveDate).toBe('2026-03-20');
  });
});
