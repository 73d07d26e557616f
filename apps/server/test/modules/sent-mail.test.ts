import { type SentMailRow, sentMailEndpoints } from '@portal/contract/sent-mail';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { enqueueAlert } from '../../src/platform/mail/enqueue-alert.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { query } = sentMailEndpoints;
const tokens: Record<string, string> = {};

const recipients = (rows: SentMailRow[]) => rows.map((row) => row.recipient);

/**
 * Five mails, oldest first: ADCN release to supplier.a (sent), ADTH release to supplier.b (dead), then the
 * ADCN feedback alert to its three approvers (pending).
 */
beforeAll(async () => {
  const { db } = t();
  // the demo's first reconciliation already queued its discrepancy alerts: this outbox is the test's own
  await db.delete(mailOutbox);
  const adcn = await companyIdOf(db, 'ADCN');
  const adth = await companyIdOf(db, 'ADTH');
  const s100101 = await companyIdOf(db, 'S100101');
  const s100105 = await companyIdOf(db, 'S100105');
  const release = (buyerCompanyId: number, supplierCompanyId: number) =>
    enqueueAlert(db, {
      alertType: 'scheduleReleased',
      buyerCompanyId,
      supplierCompanyId,
      eventKey: `release:${buyerCompanyId}`,
      data: { releaseNo: 'R-7' },
    });
  await release(adcn, s100101);
  await release(adth, s100105);
  await enqueueAlert(db, {
    alertType: 'feedbackGiven',
    buyerCompanyId: adcn,
    supplierCompanyId: s100101,
    eventKey: 'feedback:1',
    data: { releaseNo: 'R-7' },
  });
  // queued one minute apart, so the default order (newest first) is certain
  await db.execute(
    sql`update mail_outbox set created_at = '2026-11-23T02:00:00Z'::timestamptz + id * interval '1 minute'`,
  );
  await db
    .update(mailOutbox)
    .set({ status: 'sent', attempts: 1, sentAt: new Date('2026-11-23T03:30:00Z') })
    .where(eq(mailOutbox.recipient, 'supplier.a@example.com'));
  await db
    .update(mailOutbox)
    .set({ status: 'dead', attempts: 8, lastError: '550 mailbox unavailable' })
    .where(eq(mailOutbox.recipient, 'supplier.b@example.com'));
  await createUser(db, { userCode: 'admin.th', userType: 'B', companyIds: [adth], role: 'Adient-Admin' });
  for (const user of ['admin', 'admin.th', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('POST /sentMail/query', () => {
  it('lists the outbox newest first with its rendered mail and delivery state', async () => {
    const reply = await t().call(query, { token: tokens.admin, body: {} });
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(5);
    expect(recipients(reply.data.data).slice(3)).toEqual([
      'supplier.b@example.com',
      'supplier.a@example.com',
    ]);
    const sent = reply.data.data.find((row) => row.recipient === 'supplier.a@example.com');
    expect(sent).toMatchObject({
      kind: 'scheduleReleased',
      locale: 'cn',
      subject: '新交货计划 R-7 已发布 — ADCN',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-11-23 11:30',
    });
    expect(sent?.createdAt).toMatch(/^2026-11-23 \d{2}:\d{2}$/);
    expect(sent?.textBody).toContain('Chen Jie，您好：');
    const dead = reply.data.data.find((row) => row.recipient === 'supplier.b@example.com');
    expect(dead).toMatchObject({
      status: 'dead',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      sentAt: '',
    });
  });

  it('shows a buyer user the mails of its own buyer companies only', async () => {
    const thai = await t().call(query, { token: tokens['admin.th'], body: {} });
    expect(recipients(thai.data.data)).toEqual(['supplier.b@example.com']);
    const pending = await t().call(query, {
      token: tokens.admin,
      body: { status: 'pending', sortName: 'recipient' },
    });
    expect(recipients(pending.data.data)).toEqual([
      'admin@example.com',
      'scm@example.com',
      'superadmin@example.com',
    ]);
  });

  it('filters by recipient text, status and kind, and sorts by the allowed fields', async () => {
    const list = async (body: Record<string, unknown>) =>
      recipients((await t().call(query, { token: tokens.admin, body })).data.data);
    expect(await list({ recipient: 'SUPPLIER.' })).toEqual([
      'supplier.b@example.com',
      'supplier.a@example.com',
    ]);
    expect(await list({ recipient: '%' })).toEqual([]);
    expect(await list({ status: 'dead' })).toEqual(['supplier.b@example.com']);
    expect(await list({ kind: 'feedbackGiven', sortName: 'recipient', sort: 'DESC' })).toEqual([
      'superadmin@example.com',
      'scm@example.com',
      'admin@example.com',
    ]);
    expect((await list({ sortName: 'createdAt', sort: 'ASC' }))[0]).toBe('supplier.a@example.com');
    expect(await t().call(query, { token: tokens.admin, body: { sortName: 'htmlBody' } })).toMatchObject({
      code: 400,
    });
    expect(await t().call(query, { token: tokens.admin, body: { status: 'lost' } })).toMatchObject({
      code: 400,
      msg: /^Status: /,
    });
  });

  it('is for buyer users holding the Sent Mail screen', async () => {
    expect(await t().call(query, { token: tokens.scm, body: {} })).toMatchObject({ code: 403 });
    expect(await t().call(query, { token: tokens['supplier.a'], body: {} })).toEqual({
      code: 403,
      msg: 'Supplier users cannot perform this action',
      data: null,
    });
    expect(await t().call(query, { token: tokens.ap, body: {} })).toMatchObject({ code: 403 });
    expect(await t().call(query, { body: {} })).toMatchObject({ code: 999 });
  });
});
