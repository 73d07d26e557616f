import { invoiceEndpoints } from '@portal/contract/invoice';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { buildInvoiceWorld, grId, type InvoiceWorld, passedInvoice } from './invoice-world.ts';

const t = useTestApp();
const api = invoiceEndpoints;
let world: InvoiceWorld;

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
});

const change = (body: Record<string, unknown>, token = world.tokens.admin1) =>
  t().call(api.changeInvoiceStatus, { token, body });
const detail = async (id: number) =>
  (await t().call(api.getInvoiceDetail, { token: world.tokens.ap1, params: { id } })).data;

/** An AP invoice of IS01 the buyer's submit found outside the tolerances (status Failed). */
async function failedInvoice(invoiceNo: string, key: string, unitPrice: string): Promise<number> {
  const saved = await t().call(api.saveInvoice, {
    token: world.tokens.supplier1,
    body: {
      invoiceNo,
      invoiceDate: '2026-03-10',
      incoTerm: 'FOB',
      items: [{ grId: grId(world, key), unitPrice }],
    },
  });
  const id = saved.data?.invoiceHeaderId ?? 0;
  await t().call(api.submitInvoiceConfirmed, { token: world.tokens.supplier1, params: { id } });
  await t().call(api.submitInvoice, { token: world.tokens.ap1, body: { invoiceHeaderId: id } });
  return id;
}

describe('changeInvoiceStatus', () => {
  it('is for the role Adient-Admin only', async () => {
    const id = await passedInvoice(t(), world, 'CS1', [['IGR-3/1', '12.5']]);
    expect(await change({ invoiceHeaderId: id }, world.tokens.ap1)).toMatchObject({
      code: 403,
      msg: 'Only Adient-Admin may change the status of an invoice',
    });
    expect((await change({ invoiceHeaderId: id }, world.tokens.supplier1)).code).toBe(403);
    expect((await detail(id))?.status).toBe('Passed');
  });

  it('takes an invoice one step back per change, checking the status the caller saw', async () => {
    const id = await passedInvoice(t(), world, 'CS2', [['IGR-1/1', '12.5']]);
    expect((await change({ invoiceHeaderId: id, status: 'Submitted' })).msg).toBe(
      'The invoice is Passed now; please search again',
    );
    expect(await change({ invoiceHeaderId: id, status: 'Passed' })).toMatchObject({ code: 200 });
    expect((await detail(id))?.status).toBe('Submitted');
    expect(await change({ invoiceHeaderId: id })).toMatchObject({ code: 200 });
    expect(await detail(id)).toMatchObject({ status: 'Draft', needApprove: 'N' });
    expect(await change({ invoiceHeaderId: id })).toMatchObject({
      code: 409,
      msg: 'The status of an invoice in status Draft cannot be changed',
    });
  });

  it('records a Failed invoice as posted by hand with the form, and a posting can be undone', async () => {
    const id = await failedInvoice('CS3', 'IGR-1/2', '9');
    expect((await detail(id))?.status).toBe('Failed');
    expect(await change({ invoiceHeaderId: id, status: 'Failed' })).toMatchObject({
      code: 400,
      msg: 'postingDate: is required',
    });
    const posted = await change({
      invoiceHeaderId: id,
      status: 'Failed',
      postingBy: 'AP-CLERK',
      postingDate: Date.parse('2026-03-20T02:00:00Z'),
      covisintUniqueId: 'CV-1',
      qadYear: '2026',
      qadDaybook: 'AP',
      qadVoucherNo: 'V-0001',
    });
    expect(posted).toMatchObject({ code: 200, msg: 'Status changed successfully' });
    expect(await detail(id)).toMatchObject({
      status: 'Posted',
      postingName: 'AP-CLERK',
      postingDate: '2026-03-20 10:00',
      covisintUniqueId: 'CV-1',
      qadYear: '2026',
      qadDaybook: 'AP',
      qadVoucherNo: 'V-0001',
    });
    expect(await change({ invoiceHeaderId: id })).toMatchObject({ code: 200 });
    expect(await detail(id)).toMatchObject({
      status: 'Invoice_Checked',
      postingDate: null,
      qadVoucherNo: null,
    });
    expect(await change({ invoiceHeaderId: id })).toMatchObject({ code: 200 });
    expect(await detail(id)).toMatchObject({ status: 'Passed', invoiceCheckedDate: null });
  });
});
