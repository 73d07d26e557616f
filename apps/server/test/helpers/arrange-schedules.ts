import { ALERT_TYPES } from '@portal/contract/email-configuration';
import { ScheduleRelease, type ScheduleReleaseInput } from '@portal/contract/erp-inbound';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  emailConfigurationSuppliers,
  emailConfigurations,
  mailOutbox,
  parts,
  plants,
  scheduleDetails,
  users,
} from '../../src/db/schema/index.ts';
import { receiveRelease } from '../../src/integration/erp-inbound/receive-release.ts';
import { createCompany, relate } from './arrange.ts';

/** A plant of a company; answers its id. */
export async function createPlant(db: Database, companyId: number, plantCode: string): Promise<number> {
  const [row] = await db
    .insert(plants)
    .values({ companyId, plantCode, plantName: `Plant ${plantCode}` })
    .returning({ id: plants.id });
  if (!row) throw new Error(`plant ${plantCode} was not created`);
  return row.id;
}

export interface NewPart {
  buyerCompanyId: number;
  plantId: number;
  supplierCompanyId: number;
  partNo: string;
  uom?: string;
  partDescription?: string;
}

export async function createPart(db: Database, part: NewPart): Promise<void> {
  await db.insert(parts).values({
    ...part,
    uom: part.uom ?? 'PC',
    partDescription: part.partDescription ?? `Description of ${part.partNo}`,
  });
}

/** A buyer with one plant and an active supplier delivering the given parts there: what a release needs. */
export async function createSupplyChain(
  db: Database,
  codes: { buyer: string; plant: string; supplier: string; parts: string[] },
) {
  const buyerCompanyId = await createCompany(db, { code: codes.buyer, type: 'B' });
  const supplierCompanyId = await createCompany(db, { code: codes.supplier, type: 'S', overdueDay: 3 });
  await relate(db, buyerCompanyId, supplierCompanyId);
  const plantId = await createPlant(db, buyerCompanyId, codes.plant);
  for (const partNo of codes.parts) {
    await createPart(db, { buyerCompanyId, plantId, supplierCompanyId, partNo });
  }
  return { buyerCompanyId, supplierCompanyId, plantId };
}

/** Publishes a release as the ERP would (the inbound service itself), answering the header ids by order line. */
export async function publishRelease(
  db: Database,
  release: ScheduleReleaseInput,
): Promise<Map<string, number>> {
  const result = await receiveRelease(db, ScheduleRelease.parse(release), 'en');
  return new Map(
    result.lines.map((line) => [`${line.orderNo}/${line.lineNo}`, line.deliveryScheduleHeaderId]),
  );
}

/** Detail line ids of a header in delivery order. */
export async function lineIdsOf(db: Database, headerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: scheduleDetails.id })
    .from(scheduleDetails)
    .where(eq(scheduleDetails.headerId, headerId))
    .orderBy(asc(scheduleDetails.deliveryDate), asc(scheduleDetails.id));
  return rows.map((row) => row.id);
}

/** Status and confirm status of lines, in the order of the ids given. */
export async function statusesOf(db: Database, ids: number[]) {
  const rows = await db
    .select({
      id: scheduleDetails.id,
      status: scheduleDetails.releaseStatus,
      confirm: scheduleDetails.confirmStatus,
    })
    .from(scheduleDetails)
    .where(inArray(scheduleDetails.id, ids));
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? `${row.status}${row.confirm ? `/${row.confirm}` : ''}` : 'missing';
  });
}

/** Every alert of the buyer Active for the given suppliers: what the buyer's Email Configuration would hold. */
export async function subscribeToAlerts(db: Database, buyerCompanyId: number, supplierCompanyIds: number[]) {
  const configurations = await db
    .insert(emailConfigurations)
    .values(ALERT_TYPES.map((alertType) => ({ buyerCompanyId, alertType, configStatus: 'Active' as const })))
    .returning({ id: emailConfigurations.id });
  await db
    .insert(emailConfigurationSuppliers)
    .values(
      configurations.flatMap(({ id }) =>
        supplierCompanyIds.map((supplierCompanyId) => ({ emailConfigurationId: id, supplierCompanyId })),
      ),
    );
}

/** Gives a user a mail address (`<account>@example.com`). */
export async function giveEmail(db: Database, userCode: string) {
  await db
    .update(users)
    .set({ email: `${userCode}@example.com` })
    .where(eq(users.userCode, userCode));
}

/** Mails queued for an address: kind and subject, oldest first. */
export async function mailsTo(db: Database, recipient: string) {
  return db
    .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, locale: mailOutbox.locale })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(asc(mailOutbox.id));
}
