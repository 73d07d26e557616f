import { reconciliationEndpoints } from '@portal/contract/reconciliation';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asnDiscrepancies,
  asnHeaders,
  companies,
  emailConfigurationSuppliers,
  emailConfigurations,
  goodsReceipts,
} from '../../src/db/schema/index.ts';
import { reconciliationRecomputer } from '../../src/modules/reconciliation/reconciliation-recomputer.ts';
import { createMailWorker } from '../../src/platform/mail/mail-worker.ts';
import { drainUntilEmpty } from '../../src/platform/workers/recompute-queue.ts';
import { createAsn } from '../helpers/arrange-asns.ts';
import { giveEmail, mailsTo } from '../helpers/arrange-schedules.ts';
import { startTestSmtpServer } from '../helpers/smtp-test-server.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildAsnWorld, day } from './asn-world.ts';

/**
 * Reconciliation on a hand-made history in the ASN world: buyer SB01 (grace 24 h) ships PO-1/10 part A-100
 * at plant SP01 from SS01, PO-3/10 part B-100 from SS02. Planned arrivals lie days in the past (due = +24 h),
 * receipts are dated the day before the due day (on time) or today (late).
 */
const t = useTestApp();
const { query, lines, download } = reconciliationEndpoints;
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
const tokens: Record<string, string> = {};
let grCounter = 0;

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  for (const account of ['supplier1', 'supplier2', 'planner1'] as const)
    tokens[account] = await t().login(world.accounts[account]);
  await giveEmail(t().db, world.accounts.supplier1);
});

const drain = () => drainUntilEmpty(t().db, reconciliationRecomputer);

/** An ASN of one line (PO-1 of SS01, or PO-3 of SS02) planned to arrive `arrivalHours` from now. */
async function shipped(asnNo: string, qty: string, arrivalHours: number, supplier: 'SS01' | 'SS02' = 'SS01') {
  const lineId = supplier === 'SS01' ? world.lines['R1:PO-1']?.[0] : world.lines['R1:PO-3']?.[0];
  const id = await createAsn(t().db, {
    asnNo,
    buyerCompanyId: world.ids.SB01,
    supplierCompanyId: world.ids[supplier],
    shipToPlantCode: 'SP01',
    status: 'Submitted',
    lines: [{ scheduleDetailId: lineId ?? 0, asnQty: qty }],
  });
  await t()
    .db.update(asnHeaders)
    .set({ planArrivalTime: sql`now() + make_interval(hours => ${arrivalHours})` })
    .where(eq(asnHeaders.id, id));
  return id;
}

/** A receipt line against the ASN, as the ERP would report it. */
async function received(
  asnId: number,
  qty: string,
  grDate: string,
  partNo = 'A-100',
  orderNo = 'PO-1',
  isWriteOff: 'Y' | 'N' = 'N',
) {
  const [asn] = await t().db.select().from(asnHeaders).where(eq(asnHeaders.id, asnId));
  grCounter += 1;
  await t()
    .db.insert(goodsReceipts)
    .values({
      buyerCompanyId: world.ids.SB01,
      shipToPlantCode: 'SP01',
      supplierCompanyId: asn?.supplierCompanyId ?? 0,
      grNo: `RGR-${grCounter}`,
      grLineNo: '1',
      orderNo,
      poLineNo: '10',
      partNo,
      qty,
      poUom: 'PC',
      currency: 'CNY',
      grUnitPrice: '1',
      amount: qty,
      priceListCode: 'PL-1',
      asnNo: asn?.asnNo ?? null,
      asnHeaderId: asnId,
      grDate,
      isWriteOff,
      contentHash: `hash-${grCounter}`,
    });
}

/** The ASN's discrepancies: kind, and whether open. */
async function findings(asnId: number) {
  const rows = await t()
    .db.select({ kind: asnDiscrepancies.kind, resolvedAt: asnDiscrepancies.resolvedAt })
    .from(asnDiscrepancies)
    .where(eq(asnDiscrepancies.asnHeaderId, asnId))
    .orderBy(asnDiscrepancies.kind);
  return rows.map((row) => `${row.kind}:${row.resolvedAt ? 'resolved' : 'open'}`);
}

const onTime = day(-5);
const today = day(0);

describe('the reconciliation recomputer', () => {
  it('finds nothing when partial receipts add up to the shipped quantity on time', async () => {
    const id = await shipped('RC-OK', '100', 2);
    await received(id, '60', today);
    await drain();
    await received(id, '40', today);
    await drain();
    await t()
      .db.update(asnHeaders)
      .set({ planArrivalTime: sql`now() - interval '1 hour'` })
      .where(eq(asnHeaders.id, id));
    await drain();
    expect(await findings(id)).toEqual([]);
  });

  it('waits for the due time before a partial receipt counts, and resolves it when the rest arrives', async () => {
    const id = await shipped('RC-SHORT', '100', 2);
    await received(id, '80', onTime);
    await drain();
    expect(await findings(id)).toEqual([]);
    await t()
      .db.update(asnHeaders)
      .set({ planArrivalTime: sql`now() - interval '120 hours'` })
      .where(eq(asnHeaders.id, id));
    await drain();
    expect(await findings(id)).toEqual(['quantity:open']);
    await received(id, '20', onTime);
    await drain();
    expect(await findings(id)).toEqual(['quantity:resolved']);
  });

  it('leaves write-off receipts (ERP corrections, not deliveries) out of every kind', async () => {
    const id = await shipped('RC-WOFF', '10', -120);
    await received(id, '10', onTime);
    await received(id, '1', today, 'A-100', 'PO-1', 'Y');
    await drain();
    expect(await findings(id)).toEqual([]);
  });

  it('counts more received than shipped at once', async () => {
    const id = await shipped('RC-OVER', '10', 48);
    await received(id, '12', today);
    await drain();
    expect(await findings(id)).toEqual(['quantity:open']);
  });

  it('finds a received part the ASN does not carry', async () => {
    const id = await shipped('RC-PART', '50', -120);
    await received(id, '50', onTime);
    await received(id, '5', onTime, 'A-999', 'PO-7');
    await drain();
    expect(await findings(id)).toEqual(['part:open']);
    const [row] = await t().db.select().from(asnDiscrepancies).where(eq(asnDiscrepancies.asnHeaderId, id));
    expect(row).toMatchObject({ lineCount: 1, shippedQty: '50.00000', receivedQty: '55.00000' });
  });

  it('finds a first receipt after planned arrival + grace late', async () => {
    const id = await shipped('RC-LATE', '30', -120);
    await received(id, '30', today);
    await drain();
    expect(await findings(id)).toEqual(['late:open']);
    const [row] = await t().db.select().from(asnDiscrepancies).where(eq(asnDiscrepancies.asnHeaderId, id));
    expect(row?.lateDays).toBeGreaterThanOrEqual(3);
  });

  it('finds an ASN missing by the sweep once its grace passed, and late instead when goods arrive', async () => {
    const id = await shipped('RC-MISS', '30', 1);
    await drain();
    expect(await findings(id)).toEqual([]);
    // time passes: the planned arrival lies 100 h back, nothing is queued, the sweep last ran 80 h ago
    await t()
      .db.update(asnHeaders)
      .set({ planArrivalTime: sql`now() - interval '100 hours'` })
      .where(eq(asnHeaders.id, id));
    await t().db.execute(sql`delete from asn_reconciliation_queue where asn_header_id = ${id}`);
    await t().db.execute(sql`update reconciliation_sweep set swept_until = now() - interval '80 hours'`);
    await drain();
    expect(await findings(id)).toEqual(['missing:open']);
    await received(id, '30', today);
    await drain();
    expect(await findings(id)).toEqual(['late:open', 'missing:resolved']);
  });

  it("rejudges a buyer's sent ASNs when its arrival grace changes", async () => {
    const id = await shipped('RC-GRACE', '30', -30);
    await drain();
    expect(await findings(id)).toEqual(['missing:open']);
    const grace = (hours: number) =>
      t().db.update(companies).set({ arrivalGraceHours: hours }).where(eq(companies.id, world.ids.SB01));
    await grace(48);
    await drain();
    expect(await findings(id)).toEqual(['missing:resolved']);
    await grace(24);
    await drain();
    expect(await findings(id)).toEqual(['missing:open']);
  });

  it('never counts a cancelled ASN, and resolves what held before the cancellation', async () => {
    const never = await shipped('RC-CANC', '30', -120);
    await t().db.update(asnHeaders).set({ status: 'Cancelled' }).where(eq(asnHeaders.id, never));
    await drain();
    expect(await findings(never)).toEqual([]);
    const id = await shipped('RC-CANC2', '30', -120);
    await drain();
    expect(await findings(id)).toEqual(['missing:open']);
    await t().db.update(asnHeaders).set({ status: 'Cancelled' }).where(eq(asnHeaders.id, id));
    await drain();
    expect(await findings(id)).toEqual(['missing:resolved']);
  });
});

async function page(token: string | undefined, body: Record<string, unknown> = {}) {
  const reply = await t().call(query, { token, body: { size: 100, ...body } });
  if (reply.code !== 200 || !reply.data) throw new Error(`reconciliation query: ${reply.code} ${reply.msg}`);
  return reply.data;
}

describe('POST /reconciliation/query and /lines', () => {
  it("shows a supplier only its own ASNs' discrepancies, whatever supplier it asks for", async () => {
    const other = await shipped('RC-SS02', '5', -120, 'SS02');
    await drain();
    const own = await page(tokens.supplier2, { supplierCode: ['SS01'] });
    expect(own.records.map((row) => row.asnNo)).toEqual(['RC-SS02']);
    expect(own.total).toBe(1);
    const first = await page(tokens.supplier1);
    expect(first.records.map((row) => row.asnNo)).not.toContain('RC-SS02');
    const refused = await t().call(lines, { token: tokens.supplier1, body: { asnHeaderId: other } });
    expect(refused.code).toBe(404);
  });

  it('filters by kind, state and ASN for a buyer, newest first', async () => {
    const open = await page(tokens.planner1, { kind: 'missing', state: 'open' });
    expect(open.records.map((row) => row.asnNo)).toEqual(['RC-SS02', 'RC-GRACE']);
    expect(open.total).toBe(2);
    expect((await page(tokens.planner1, { kind: 'missing', state: 'open', asnNo: ['RC-GRACE'] })).total).toBe(
      1,
    );
    const resolved = await page(tokens.planner1, { state: 'resolved' });
    expect(resolved.records.map((row) => `${row.asnNo}:${row.kind}`).sort()).toEqual([
      'RC-CANC2:missing',
      'RC-MISS:missing',
      'RC-SHORT:quantity',
    ]);
    const one = await page(tokens.planner1, { asnNo: ['RC-PART'] });
    expect(one.records).toEqual([
      expect.objectContaining({ asnNo: 'RC-PART', kind: 'part', supplierCode: 'SS01', resolvedAt: null }),
    ]);
  });

  it('pages through the findings in the list order, each page the rows of the whole list at its place', async () => {
    for (const order of [{}, { sortField: 'asnNo', sort: 'DESC' }, { sortField: 'kind', sort: 'ASC' }]) {
      const whole = await page(tokens.planner1, order);
      expect(whole.total).toBeGreaterThan(4);
      const paged: string[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(whole.total / 2); pageNo++) {
        const part = await page(tokens.planner1, { ...order, size: 2, pageNo });
        expect(part.total).toBe(whole.total);
        paged.push(...part.records.map((row) => `${row.discrepancyId}:${row.firstGrDateStr}`));
      }
      expect(paged).toEqual(whole.records.map((row) => `${row.discrepancyId}:${row.firstGrDateStr}`));
    }
  });

  it('answers an ASN part by part with its receipts', async () => {
    const [asn] = await t().db.select().from(asnHeaders).where(eq(asnHeaders.asnNo, 'RC-PART'));
    const reply = await t().call(lines, { token: tokens.supplier1, body: { asnHeaderId: asn?.id ?? 0 } });
    expect(reply.data?.parts).toEqual([
      {
        orderNo: 'PO-1',
        poLineNo: '10',
        partNo: 'A-100',
        shippedQty: '50.00000',
        receivedQty: '50.00000',
        onAsn: true,
      },
      {
        orderNo: 'PO-7',
        poLineNo: '10',
        partNo: 'A-999',
        shippedQty: '0',
        receivedQty: '5.00000',
        onAsn: false,
      },
    ]);
    expect(reply.data?.receipts).toHaveLength(2);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const reply = await t().call(query, { token: tokens.planner1, body: { kind: 'bogus' } });
    expect(reply.code).toBe(400);
    expect(reply.msg).toBeTruthy();
  });
});

describe('POST /reconciliation/download', () => {
  it("streams the list as AsnReconciliation.xlsx in the caller's language", async () => {
    const response = await t().request(download, {
      token: tokens.supplier1,
      query: { asnNo: 'RC-LATE' },
    });
    expect(response.headers['content-disposition']).toContain('AsnReconciliation.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]?.slice(0, 6)).toEqual([
      'ASN No',
      'Company Code',
      'Ship-to Plant',
      'Supplier Code',
      'Supplier Name',
      'Discrepancy',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[5], row[6], row[7]])).toEqual([
      ['RC-LATE', 'Late', 30, 30],
    ]);
  });
});

describe('the asnDiscrepancy alert', () => {
  const configure = async (configStatus: 'Active' | 'Inactive') => {
    await t()
      .db.delete(emailConfigurations)
      .where(
        and(
          eq(emailConfigurations.buyerCompanyId, world.ids.SB01),
          eq(emailConfigurations.alertType, 'asnDiscrepancy'),
        ),
      );
    const [row] = await t()
      .db.insert(emailConfigurations)
      .values({ buyerCompanyId: world.ids.SB01, alertType: 'asnDiscrepancy', configStatus })
      .returning({ id: emailConfigurations.id });
    await t()
      .db.insert(emailConfigurationSuppliers)
      .values({ emailConfigurationId: row?.id ?? 0, supplierCompanyId: world.ids.SS01 });
  };
  const mails = async (asnNo: string) =>
    (await mailsTo(t().db, `${world.accounts.supplier1}@example.com`)).filter((mail) =>
      mail.subject.includes(asnNo),
    );

  it('sends nothing while the alert is Inactive', async () => {
    await configure('Inactive');
    await shipped('RC-QUIET', '10', -120);
    await drain();
    expect(await mails('RC-QUIET')).toEqual([]);
  });

  it('sends one mail per ASN and newly found kind, through SMTP, and none for a repeat', async () => {
    await configure('Active');
    const id = await shipped('RC-MAIL', '10', -120);
    await received(id, '4', onTime, 'A-999', 'PO-7');
    await drain();
    // touched again, the same findings hold: no new mail
    await received(id, '1', onTime, 'A-999', 'PO-7');
    await drain();
    expect((await mails('RC-MAIL')).map((mail) => mail.subject).sort()).toEqual([
      'ASN RC-MAIL receipts differ: Quantity differs',
      'ASN RC-MAIL receipts differ: Wrong part',
    ]);
    const smtp = await startTestSmtpServer();
    const worker = createMailWorker(t().db, {
      transport: nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true }),
      from: 'no-reply@portal.test',
      log: { info() {}, warn() {}, error() {} },
    });
    try {
      while ((await worker.runOnce()).sent > 0);
      const alerts = smtp.received.filter((mail) => mail.raw.includes('RC-MAIL'));
      expect(alerts.map((mail) => mail.to)).toEqual([
        [`${world.accounts.supplier1}@example.com`],
        [`${world.accounts.supplier1}@example.com`],
      ]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
