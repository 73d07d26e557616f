import type { ScheduleReleaseInput } from '@portal/contract/erp-inbound';
import type { Database } from '../../src/db/client.ts';
import { createCompany, createUser, relate } from '../helpers/arrange.ts';
import {
  createPart,
  createPlant,
  giveEmail,
  publishRelease,
  subscribeToAlerts,
} from '../helpers/arrange-schedules.ts';

/**
 * The schedule tests' own world: buyer SB01 (plants SP01, SP02) and buyer SB02 (plant SQ01); supplier SS01
 * delivers to both, SS02 to SB01 only; one user per side and company, each with a mail address; SB01's
 * alerts go to both its suppliers, SB02 has configured none. Counts and orders in the tests are exact
 * because nothing else in the database uses these companies.
 */
export interface ScheduleWorld {
  ids: Record<'SB01' | 'SB02' | 'SS01' | 'SS02', number>;
  accounts: Record<'supplier1' | 'supplier2' | 'planner1' | 'planner2' | 'ap1', string>;
}

const ACCOUNTS = {
  supplier1: 'sw.supplier1',
  supplier2: 'sw.supplier2',
  planner1: 'sw.planner1',
  planner2: 'sw.planner2',
  ap1: 'sw.ap1',
} as const;

export async function buildScheduleWorld(db: Database): Promise<ScheduleWorld> {
  const ids = {
    SB01: await createCompany(db, { code: 'SB01', type: 'B' }),
    SB02: await createCompany(db, { code: 'SB02', type: 'B' }),
    SS01: await createCompany(db, { code: 'SS01', name: 'Alpha Stamping', type: 'S' }),
    SS02: await createCompany(db, { code: 'SS02', name: 'Beta Textiles', type: 'S' }),
  };
  await relate(db, ids.SB01, ids.SS01);
  await relate(db, ids.SB01, ids.SS02);
  await relate(db, ids.SB02, ids.SS01);
  const sp01 = await createPlant(db, ids.SB01, 'SP01');
  const sp02 = await createPlant(db, ids.SB01, 'SP02');
  const sq01 = await createPlant(db, ids.SB02, 'SQ01');
  const part = (plantId: number, buyer: number, supplier: number, partNo: string) =>
    createPart(db, { plantId, buyerCompanyId: buyer, supplierCompanyId: supplier, partNo, uom: 'PC' });
  await part(sp01, ids.SB01, ids.SS01, 'A-100');
  await part(sp02, ids.SB01, ids.SS01, 'A-200');
  await part(sp01, ids.SB01, ids.SS02, 'B-100');
  await part(sq01, ids.SB02, ids.SS01, 'A-900');
  await createUser(db, {
    userCode: ACCOUNTS.supplier1,
    userType: 'S',
    companyIds: [ids.SS01],
    role: 'Supplier',
  });
  await createUser(db, {
    userCode: ACCOUNTS.supplier2,
    userType: 'S',
    companyIds: [ids.SS02],
    role: 'Supplier',
  });
  await createUser(db, {
    userCode: ACCOUNTS.planner1,
    userType: 'B',
    companyIds: [ids.SB01],
    role: 'Adient-SCM',
  });
  await createUser(db, {
    userCode: ACCOUNTS.planner2,
    userType: 'B',
    companyIds: [ids.SB02],
    role: 'Adient-SCM',
  });
  await createUser(db, { userCode: ACCOUNTS.ap1, userType: 'B', companyIds: [ids.SB01], role: 'Adient-AP' });
  for (const account of Object.values(ACCOUNTS)) await giveEmail(db, account);
  await subscribeToAlerts(db, ids.SB01, [ids.SS01, ids.SS02]);
  return { ids, accounts: ACCOUNTS };
}

type Line = ScheduleReleaseInput['lines'][number];

/** An order line of four weekly lines from `firstDelivery`: two firm, two forecast. */
export function weeklyLine(
  overrides: Partial<Line> & Pick<Line, 'orderNo' | 'partNo' | 'shipToPlant' | 'supplierCode'>,
  firstDelivery: string,
  qty = '100',
): Line {
  const day = (weeks: number) =>
    new Date(Date.parse(`${firstDelivery}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    lineNo: '10',
    details: [0, 1, 2, 3].map((week) => ({
      deliveryDate: day(week),
      scheduleType: week < 2 ? ('Firm' as const) : ('Forecast' as const),
      requestQty: qty,
    })),
    ...overrides,
  };
}

/**
 * Releases of the world: SB01 gets R1 (three order lines, SS01 and SS02) then R2 replacing PO-1; SB02 gets
 * R3 for SS01. Answers the header ids by "releaseNo:orderNo".
 */
export async function publishWorldReleases(db: Database): Promise<Map<string, number>> {
  const headers = new Map<string, number>();
  const publish = async (release: ScheduleReleaseInput) => {
    for (const [key, id] of await publishRelease(db, release))
      headers.set(`${release.releaseNo}:${key.split('/')[0]}`, id);
  };
  await publish({
    releaseNo: 'R1',
    releaseDate: '2026-11-02',
    buyerCompanyCode: 'SB01',
    lines: [
      weeklyLine(
        { orderNo: 'PO-1', partNo: 'A-100', shipToPlant: 'SP01', supplierCode: 'SS01', model: 'Sedan X' },
        '2026-11-09',
      ),
      weeklyLine(
        { orderNo: 'PO-2', partNo: 'A-200', shipToPlant: 'SP02', supplierCode: 'SS01', model: 'SUV Y' },
        '2026-11-10',
        '40',
      ),
      weeklyLine(
        { orderNo: 'PO-3', partNo: 'B-100', shipToPlant: 'SP01', supplierCode: 'SS02' },
        '2026-11-11',
        '250',
      ),
    ],
  });
  await publish({
    releaseNo: 'R2',
    releaseDate: '2026-11-09',
    buyerCompanyCode: 'SB01',
    lines: [
      weeklyLine(
        { orderNo: 'PO-1', partNo: 'A-100', shipToPlant: 'SP01', supplierCode: 'SS01', model: 'Sedan X' },
        '2026-11-16',
        '120',
      ),
    ],
  });
  await publish({
    releaseNo: 'R3',
    releaseDate: '2026-11-05',
    buyerCompanyCode: 'SB02',
    lines: [
      weeklyLine(
        { orderNo: 'PO-9', partNo: 'A-900', shipToPlant: 'SQ01', supplierCode: 'SS01' },
        '2026-11-12',
      ),
    ],
  });
  return headers;
}
