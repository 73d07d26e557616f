import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interfaceLogs, mailOutbox } from '../../src/db/schema/index.ts';
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

describe('housekeeping', () => {
  it('deletes finished mail and ERP call records past their retention, and nothing else', async () => {
    const oldSent = await mailCreated(daysAgo(91), 'sent', 'old-sent');
    const oldDead = await mailCreated(daysAgo(200), 'dead', 'old-dead');
    const oldPending = await mailCreated(daysAgo(120), 'pending', 'old-pending');
    const recentSent = await mailCreated(daysAgo(89), 'sent', 'recent-sent');
    const oldCall = await callLogged(daysAgo(366));
    const recentCall = await callLogged(daysAgo(364));

    const purged = await runHousekeeping(t().db, retention);

    expect(purged).toEqual({ mails: 2, interfaceLogs: 1 });
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
  });

  it('keeps everything when the retention is 0 days', async () => {
    const ancient = await mailCreated(daysAgo(5000), 'sent', 'ancient');
    const ancientCall = await callLogged(daysAgo(5000));

    const purged = await runHousekeeping(t().db, {
      ...retention,
      mailRetentionDays: 0,
      interfaceLogRetentionDays: 0,
    });

    expect(purged).toEqual({ mails: 0, interfaceLogs: 0 });
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
