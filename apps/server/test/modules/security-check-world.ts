import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { plants, resources, roleResources, roles } from '../../src/db/schema/index.ts';
import { createCompany, createUser, relate } from '../helpers/arrange.ts';
import { createAsn } from '../helpers/arrange-asns.ts';
import { createPart, createPlant, lineIdsOf, publishRelease } from '../helpers/arrange-schedules.ts';
import { weeklyLine } from './schedule-world.ts';

/**
 * The gate tests' own world: buyer GB01 (plant GP01 with an address) and buyer GB02 (plant GQ01); supplier
 * GS01 delivers to both, GS02 to GB01 only. ASNs in every status; gate staff (Adient-SCM) per buyer, an
 * Adient-AP user, and one user per supplier. Nothing else in the database uses these companies.
 */
export interface GateWorld {
  ids: Record<'GB01' | 'GB02' | 'GS01' | 'GS02', number>;
  asns: Record<AsnName, number>;
}

type AsnName = 'submitted' | 'success' | 'draft' | 'failed' | 'cancelled' | 'otherBuyer' | 'spare';

export const GATE_ACCOUNTS = {
  guard1: 'gw.guard1',
  guard2: 'gw.guard2',
  admin: 'gw.admin',
  clerk: 'gw.clerk',
  ap1: 'gw.ap1',
  supplier1: 'gw.supplier1',
  supplier2: 'gw.supplier2',
} as const;

export const GATE_ADDRESS = 'No. 8 Gate Road, Jiading, Shanghai';

async function companiesOfWorld(db: Database) {
  const ids = {
    GB01: await createCompany(db, { code: 'GB01', type: 'B' }),
    GB02: await createCompany(db, { code: 'GB02', type: 'B' }),
    GS01: await createCompany(db, { code: 'GS01', name: 'Gamma Metal', type: 'S' }),
    GS02: await createCompany(db, { code: 'GS02', name: 'Delta Foam', type: 'S' }),
  };
  await relate(db, ids.GB01, ids.GS01);
  await relate(db, ids.GB01, ids.GS02);
  await relate(db, ids.GB02, ids.GS01);
  const gp01 = await createPlant(db, ids.GB01, 'GP01');
  await db.update(plants).set({ address: GATE_ADDRESS }).where(eq(plants.id, gp01));
  const gq01 = await createPlant(db, ids.GB02, 'GQ01');
  await createPart(db, {
    buyerCompanyId: ids.GB01,
    plantId: gp01,
    supplierCompanyId: ids.GS01,
    partNo: 'GA-100',
  });
  await createPart(db, {
    buyerCompanyId: ids.GB01,
    plantId: gp01,
    supplierCompanyId: ids.GS02,
    partNo: 'GB-100',
  });
  await createPart(db, {
    buyerCompanyId: ids.GB02,
    plantId: gq01,
    supplierCompanyId: ids.GS01,
    partNo: 'GA-900',
  });
  return ids;
}

/** A gate clerk's role: the gate screens without the edit and delete buttons. */
async function createClerkRole(db: Database) {
  const [role] = await db.insert(roles).values({ roleName: 'Gate-Clerk' }).returning({ id: roles.id });
  const menus = ['securityCheckManagement', 'securityCheckQuery', 'securityCheckCreate'];
  await db.insert(roleResources).select(
    db
      .select({
        roleId: sql<number>`${role?.id ?? 0}::bigint`.as('role_id'),
        resourceId: resources.id,
        halfChecked: sql<boolean>`false`.as('half_checked'),
      })
      .from(resources)
      .where(inArray(resources.resourcesCode, menus)),
  );
}

async function usersOfWorld(db: Database, ids: GateWorld['ids']) {
  await createClerkRole(db);
  const user = (userCode: string, userType: 'B' | 'S', companyIds: number[], role: string) =>
    createUser(db, { userCode, userType, companyIds, role });
  await user(GATE_ACCOUNTS.guard1, 'B', [ids.GB01], 'Adient-SCM');
  await user(GATE_ACCOUNTS.guard2, 'B', [ids.GB02], 'Adient-SCM');
  await user(GATE_ACCOUNTS.admin, 'B', [ids.GB01, ids.GB02], 'Adient-Admin');
  await user(GATE_ACCOUNTS.clerk, 'B', [ids.GB01], 'Gate-Clerk');
  await user(GATE_ACCOUNTS.ap1, 'B', [ids.GB01], 'Adient-AP');
  await user(GATE_ACCOUNTS.supplier1, 'S', [ids.GS01], 'Supplier');
  await user(GATE_ACCOUNTS.supplier2, 'S', [ids.GS02], 'Supplier');
}

/** Schedule lines to ship: by order number, in delivery order. */
async function scheduleLines(db: Database): Promise<Record<string, number[]>> {
  const headers = new Map<string, number>();
  const publish = async (release: Parameters<typeof publishRelease>[1]) => {
    for (const [key, id] of await publishRelease(db, release)) headers.set(key.split('/')[0] ?? key, id);
  };
  await publish({
    releaseNo: 'GR1',
    releaseDate: '2026-11-02',
    buyerCompanyCode: 'GB01',
    lines: [
      weeklyLine(
        { orderNo: 'PO-G1', partNo: 'GA-100', shipToPlant: 'GP01', supplierCode: 'GS01' },
        '2026-11-09',
      ),
      weeklyLine(
        { orderNo: 'PO-G2', partNo: 'GB-100', shipToPlant: 'GP01', supplierCode: 'GS02' },
        '2026-11-10',
      ),
    ],
  });
  await publish({
    releaseNo: 'GR3',
    releaseDate: '2026-11-02',
    buyerCompanyCode: 'GB02',
    lines: [
      weeklyLine(
        { orderNo: 'PO-G9', partNo: 'GA-900', shipToPlant: 'GQ01', supplierCode: 'GS01' },
        '2026-11-12',
      ),
    ],
  });
  const lines: Record<string, number[]> = {};
  for (const [orderNo, id] of headers) lines[orderNo] = await lineIdsOf(db, id);
  return lines;
}

export async function buildGateWorld(db: Database): Promise<GateWorld> {
  const ids = await companiesOfWorld(db);
  await usersOfWorld(db, ids);
  const lines = await scheduleLines(db);
  const line = (orderNo: string, index: number) => lines[orderNo]?.[index] ?? 0;
  const asn = (asnNo: string, status: Parameters<typeof createAsn>[1]['status'], more = {}) =>
    createAsn(db, {
      asnNo,
      buyerCompanyId: ids.GB01,
      supplierCompanyId: ids.GS01,
      shipToPlantCode: 'GP01',
      status,
      ...more,
    });
  const asns: GateWorld['asns'] = {
    submitted: await asn('ASNG0001', 'Submitted', {
      plateNo: 'HU-A1234',
      lines: [
        { scheduleDetailId: line('PO-G1', 0), asnQty: '60' },
        { scheduleDetailId: line('PO-G1', 1), asnQty: '40.5' },
      ],
    }),
    success: await asn('ASNG0002', 'Success', {
      supplierCompanyId: ids.GS02,
      lines: [{ scheduleDetailId: line('PO-G2', 0), asnQty: '100' }],
    }),
    draft: await asn('ASNG0003', 'Draft'),
    failed: await asn('ASNG0004', 'Failed'),
    cancelled: await asn('ASNG0005', 'Cancelled'),
    otherBuyer: await asn('ASNG0006', 'Success', {
      buyerCompanyId: ids.GB02,
      shipToPlantCode: 'GQ01',
      lines: [{ scheduleDetailId: line('PO-G9', 0), asnQty: '100' }],
    }),
    spare: await asn('ASNG0007', 'Success', {
      lines: [{ scheduleDetailId: line('PO-G1', 2), asnQty: '10' }],
    }),
  };
  return { ids, asns };
}
