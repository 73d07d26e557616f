import { and, eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  emailConfigurationSuppliers,
  emailConfigurations,
  mailOutbox,
  relationships,
  users,
} from '../../src/db/schema/index.ts';
import { enqueueAlert } from '../../src/platform/mail/enqueue-alert.ts';
import { createMailWorker } from '../../src/platform/mail/mail-worker.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { startTestSmtpServer } from '../helpers/smtp-test-server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const ids: Record<string, number> = {};

async function outbox() {
  return t().db.select().from(mailOutbox).orderBy(mailOutbox.recipient);
}

async function setUser(userCode: string, values: Partial<typeof users.$inferInsert>) {
  await t().db.update(users).set(values).where(eq(users.userCode, userCode));
}

async function configIdOf(buyer: string, alertType: string): Promise<number> {
  const [row] = await t()
    .db.select({ id: emailConfigurations.id })
    .from(emailConfigurations)
    .where(
      and(
        eq(emailConfigurations.buyerCompanyId, ids[buyer] ?? 0),
        eq(emailConfigurations.alertType, alertType),
      ),
    );
  return row?.id ?? 0;
}

const released = (buyer: string, supplier: string, eventKey = 'release:R-1', releaseNo = 'R-1') =>
  enqueueAlert(t().db, {
    alertType: 'scheduleReleased',
    buyerCompanyId: ids[buyer] ?? 0,
    supplierCompanyId: ids[supplier] ?? 0,
    eventKey,
    data: { releaseNo, shipToPlant: 'SH01', lineCount: 4 },
  });

/** The Subject header of a raw mail, encoded words (RFC 2047, B and Q) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const words = [...header.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
  if (words.length === 0) return header.replace(/\r\n[ \t]/g, ' ');
  const bytes = words.map(([, encoding, text = '']) =>
    encoding?.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ),
  );
  return Buffer.concat(bytes).toString('utf8');
}

beforeAll(async () => {
  const { db } = t();
  for (const code of ['ADCN', 'ADTH', 'S100101', 'S100102', 'S100105'])
    ids[code] = await companyIdOf(db, code);
  // more users of supplier S100101: English, Thai, disabled, without an address
  for (const userCode of ['sa.english', 'sa.thai', 'sa.off', 'sa.noemail']) {
    await createUser(db, { userCode, userType: 'S', companyIds: [ids.S100101 ?? 0], role: 'Supplier' });
  }
  await setUser('sa.english', { email: 'sa.english@supplier.test', userName: 'Ann English' });
  await setUser('sa.thai', { email: ' sa.thai@supplier.test ', language: 'th', userName: 'Somsak' });
  await setUser('sa.off', { email: 'sa.off@supplier.test', isEnable: 'N' });
});

beforeEach(async () => {
  await t().db.delete(mailOutbox);
});

describe('enqueueAlert', () => {
  it("queues a supplier alert for each active user of the supplier with an address, in the user's language", async () => {
    expect(await released('ADCN', 'S100101')).toBe(3);
    const rows = await outbox();
    expect(rows.map((row) => [row.recipient, row.locale, row.subject])).toEqual([
      ['sa.english@supplier.test', 'en', 'New delivery schedule R-1 released by ADCN'],
      ['sa.thai@supplier.test', 'th', 'แผนการส่งมอบใหม่ R-1 จาก ADCN'],
      ['supplier.a@example.com', 'cn', '新交货计划 R-1 已发布 — ADCN'],
    ]);
    expect(rows[0]).toMatchObject({
      kind: 'scheduleReleased',
      buyerCompanyId: ids.ADCN,
      supplierCompanyId: ids.S100101,
      status: 'pending',
      attempts: 0,
    });
    expect(rows[0]?.textBody).toBe(
      [
        'Dear Ann English,',
        '',
        'Buyer ADCN has released a new delivery schedule to supplier S100101. Please sign in to the supplier portal to confirm it or give feedback.',
        '',
        'Buyer: ADCN Adient Seating (Shanghai) Co., Ltd.',
        'Supplier: S100101 Ningbo Jiali Metal Stamping Co., Ltd.',
        'Release No.: R-1',
        'Ship-to Plant: SH01',
        'Lines: 4',
        '',
        'This mail was sent automatically by the supplier portal; please do not reply.',
      ].join('\n'),
    );
    expect(rows[1]?.textBody).toContain('เลขที่การออกแผน: R-1');
    expect(rows[2]?.textBody).toContain('Chen Jie，您好：');
    expect(rows[2]?.htmlBody).toContain('<th align="left">发布号</th><td>R-1</td>');
  });

  it('queues the same event once per recipient, a new event again', async () => {
    expect(await released('ADCN', 'S100101')).toBe(3);
    expect(await released('ADCN', 'S100101')).toBe(0);
    expect(await outbox()).toHaveLength(3);
    expect(await released('ADCN', 'S100101', 'release:R-2', 'R-2')).toBe(3);
    expect(await outbox()).toHaveLength(6);
  });

  it('escapes values in the HTML body and keeps the subject on one line', async () => {
    await enqueueAlert(t().db, {
      alertType: 'feedbackRejected',
      buyerCompanyId: ids.ADTH ?? 0,
      supplierCompanyId: ids.S100105 ?? 0,
      eventKey: 'feedback:77',
      data: { releaseNo: 'R-9\r\nBcc: someone@evil.test', reason: '<b>late</b> & "short"' },
    });
    const [row] = await outbox();
    expect(row?.recipient).toBe('supplier.b@example.com');
    expect(row?.subject).toBe('ข้อเสนอแนะต่อแผนการส่งมอบ R-9 Bcc: someone@evil.test ถูกปฏิเสธโดย ADTH');
    expect(row?.htmlBody).toContain('<td>&lt;b&gt;late&lt;/b&gt; &amp; &quot;short&quot;</td>');
    expect(row?.htmlBody).not.toContain('<b>late');
    expect(row?.textBody).toContain('เหตุผล: <b>late</b> & "short"');
  });

  it('queues nothing when the alert is Inactive, does not list the supplier, or the supplier is prohibited', async () => {
    const adcnReleased = await configIdOf('ADCN', 'scheduleReleased');
    await t()
      .db.update(emailConfigurations)
      .set({ configStatus: 'Inactive' })
      .where(eq(emailConfigurations.id, adcnReleased));
    expect(await released('ADCN', 'S100101')).toBe(0);
    await t()
      .db.update(emailConfigurations)
      .set({ configStatus: 'Active' })
      .where(eq(emailConfigurations.id, adcnReleased));

    await t()
      .db.delete(emailConfigurationSuppliers)
      .where(
        and(
          eq(emailConfigurationSuppliers.emailConfigurationId, adcnReleased),
          eq(emailConfigurationSuppliers.supplierCompanyId, ids.S100101 ?? 0),
        ),
      );
    expect(await released('ADCN', 'S100101')).toBe(0);
    await t()
      .db.insert(emailConfigurationSuppliers)
      .values({ emailConfigurationId: adcnReleased, supplierCompanyId: ids.S100101 ?? 0 });

    const pair = and(
      eq(relationships.buyerCompanyId, ids.ADTH ?? 0),
      eq(relationships.supplierCompanyId, ids.S100105 ?? 0),
    );
    await t().db.update(relationships).set({ status: 'I' }).where(pair);
    expect(await released('ADTH', 'S100105')).toBe(0);
    await t().db.update(relationships).set({ status: 'A' }).where(pair);

    expect(await released('ADCN', 'S100105')).toBe(0);
    expect(await outbox()).toEqual([]);
    expect(await released('ADCN', 'S100101')).toBe(3);
  });

  it("queues a buyer alert for the buyer company's users who approve feedback", async () => {
    const given = (buyer: string) =>
      enqueueAlert(t().db, {
        alertType: 'feedbackGiven',
        buyerCompanyId: ids[buyer] ?? 0,
        supplierCompanyId: ids.S100101 ?? 0,
        eventKey: `feedback:${buyer}`,
        data: { releaseNo: 'R-5', partNo: '101-7011' },
      });
    expect(await given('ADCN')).toBe(3);
    expect(await given('ADTH')).toBe(2);
    const rows = await outbox();
    const byBuyer = (buyer: string) =>
      rows.filter((row) => row.buyerCompanyId === ids[buyer]).map((row) => row.recipient);
    // ap works for both buyers but cannot approve feedback; scm works for ADCN only
    expect(byBuyer('ADCN')).toEqual(['admin@example.com', 'scm@example.com', 'superadmin@example.com']);
    expect(byBuyer('ADTH')).toEqual(['admin@example.com', 'superadmin@example.com']);
    expect(rows.find((row) => row.recipient === 'scm@example.com')?.subject).toBe(
      '供应商 S100101 反馈了交货计划 R-5，等待审批',
    );
  });

  it("belongs to the caller's transaction: a rolled-back event leaves no mail", async () => {
    await t()
      .db.transaction(async (tx) => {
        const queued = await enqueueAlert(tx, {
          alertType: 'asnCancelled',
          buyerCompanyId: ids.ADCN ?? 0,
          supplierCompanyId: ids.S100102 ?? 0,
          eventKey: 'asn:ASN1:cancelled',
          data: { asnNo: 'ASN1' },
        });
        expect(queued).toBe(1);
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect(await outbox()).toEqual([]);
  });

  it('is delivered through SMTP with its subject and both bodies', async () => {
    const smtp = await startTestSmtpServer();
    const worker = createMailWorker(t().db, {
      transport: nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true }),
      from: 'no-reply@portal.test',
      log: { info() {}, warn() {}, error() {} },
    });
    try {
      expect(await released('ADTH', 'S100105')).toBe(1);
      expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, dead: 0 });
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });
      expect(smtp.received.map((mail) => mail.to)).toEqual([['supplier.b@example.com']]);
      const raw = smtp.received[0]?.raw ?? '';
      expect(subjectOf(raw)).toBe('แผนการส่งมอบใหม่ R-1 จาก ADTH');
      expect(raw).toMatch(/multipart\/alternative/);
      expect(raw).toMatch(/text\/plain; charset=utf-8/i);
      expect(raw).toMatch(/text\/html; charset=utf-8/i);
      const [row] = await t()
        .db.select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.recipient, ['supplier.b@example.com']));
      expect(row?.status).toBe('sent');
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
