import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erpOutbox, interfaceLogs, mailOutbox } from '../../src/db/schema/index.ts';
import { runHousekeeping } from '../../src/platform/housekeeping/start-housekeeping.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const retention = { sessionIdleMinutes: 30, mailRetentionDays: 90, interfaceLogRetentionDays: 365 };

async function mailCreated(createdAt: Date, status: 'pending' | 'sent' | 'dead', tag: string) {
  const [row] = await t()
    .db.insert(mailOutbox)
    .values({
      kind: 'scheduleReleased',
      dedupeKey: `housekeeping-${tag}`,
      recipient: `${tag}@supplier.test`,
      locale: 'en',
      subject: tag,
      textBody: tag,
      status,
      createdAt,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}

async function callLogged(requestTime: Date) {
  const [row] = await t()
    .db.insert(interfaceLogs)
    .values({ direction: 'IN', wsType: 'SCHEDULE_RELEASE', statusCode: 1, requestTime })
    .returning({ id: interfaceLogs.id });
  if (!row) throw new Error('call not logged');
  return row.id;
}

async function erpMessageQueued(createdAt: Date, status: 'pending' | 'sent', tag: string) {
  const [row] = await t()
    .db.insert(erpOutbox)
    .values({ wsType: 'ASN_SEND', referenceNo: tag, payload: {}, status, createdAt })
    .returning({ id: erpOutbox.id });
  if (!row) throw new Error('ERP message not queued');
  return row.id;
}

describe('housekeeping', () => {
  it('deletes finished mail, ERP call records and sent ERP messages past their retention, and nothing else', async () => {
    const oldSent = await mailCreated(daysAgo(91), 'sent', 'old-sent');
    const oldDead = await mailCreated(daysAgo(200), 'dead', 'old-dead');
    const oldPending = await mailCreated(daysAgo(120), 'pending', 'old-pending');
    const recentSent = await mailCreated(daysAgo(89), 'sent', 'recent-sent');
    const oldCall = await callLogged(daysAgo(366));
    const recentCall = await callLogged(daysAgo(364));
    const oldMessage = await erpMessageQueued(daysAgo(366), 'sent', 'ASN-OLD');
    const oldUndelivered = await erpMessageQueued(daysAgo(400), 'pending', 'ASN-OWED');
    const recentMessage = await erpMessageQueued(daysAgo(364), 'sent', 'ASN-RECENT');

    const purged = await runHousekeeping(t().db, retention);

    expect(purged).toEqual({ mails: 2, interfaceLogs: 1, erpMessages: 1 });
    const mails = await t()
      .db.select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [oldSent, oldDead, oldPending, recentSent]));
    expect(mails.map((mail) => mail.id).sort()).toEqual([oldPending, recentSent].sort());
    const calls = await t()
      .db.select({ id: interfaceLogs.id })
      .from(interfaceLogs)
      .where(inArray(interfaceLogs.id, [oldCall, recentCall]));
    expect(calls.map((call) => call.id)).toEqual([recentCall]);
    const messages = await t()
      .db.select({ id: erpOutbox.id })
      .from(erpOutbox)
      .where(inArray(erpOutbox.id, [oldMessage, oldUndelivered, recentMessage]));
    expect(messages.map((message) => message.id).sort()).toEqual([oldUndelivered, recentMessage].sort());
  });

  it('keeps everything when the retention is 0 days', async () => {
    const ancient = await mailCreated(daysAgo(5000), 'sent', 'ancient');
    const ancientCall = await callLogged(daysAgo(5000));

    const purged = await runHousekeeping(t().db, {
      ...retention,
      mailRetentionDays: 0,
      interfaceLogRetentionDays: 0,
    });

    expect(purged).toEqual({ mails: 0, interfaceLogs: 0, erpMessages: 0 });
    expect(
      await t()
        .db.select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, [ancient])),
    ).toHaveLength(1);
    expect(
      await t()
        .db.select()
        .from(interfaceLogs)
        .where(inArray(interfaceLogs.id, [ancientCall])),
    ).toHaveLength(1);
  });
});
