import { count } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Queryable } from '../client.ts';
import {
  asnHeaders,
  companies,
  companyTolerances,
  plants,
  relationships,
  scheduleDetails,
  scheduleHeaders,
  userCompanies,
  userRoles,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { type CompanySeed, DEMO_COMPANIES, DEMO_RELATIONSHIPS } from './demo-companies.ts';
import { seedMasterData } from './demo-master-data.ts';
import { roleIdByName } from './reference.ts';

/** True when the database holds no users yet: the demo data is seeded once, on first start. */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

export async function seedDemoData(db: Queryable, today = new Date()): Promise<void> {
  const companyIds = await seedCompanies(db);
  await seedUsers(db, companyIds);
  await seedScheduleActivity(db, companyIds, today);
  await seedMasterData(db, companyIds, today);
}

async function seedCompanies(db: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const company of DEMO_COMPANIES) {
    const [row] = await db
      .insert(companies)
      .values({
        companyCode: company.code,
        companyName: company.name,
        companyType: company.type,
        country: company.country,
        timeZone: company.timeZone,
        address: company.address,
        overdueDay: company.overdueDay ?? null,
        tradingPartnerId: company.type === 'B' ? `TP-${company.code}` : null,
        prefixNo: company.type === 'B' ? company.code.slice(0, 2) : `S${company.code.slice(-3)}`,
        // buyer-only fields stay empty for suppliers (spec 3 §3), as the company screen stores them
        isCreateLabel: company.type === 'B' ? 'Y' : null,
        isCreateInvoice: company.type === 'B' ? 'Y' : null,
        referCompanyCode: company.type === 'B' ? company.code : null,
        dbCode: company.type === 'B' ? `DB${company.code}` : null,
        taxRate: company.tax?.taxRate ?? null,
        unitPriceTolerance: company.tax?.unitPriceTolerance ?? null,
        totalAmountTolerance: company.tax?.totalAmountTolerance ?? null,
      })
      .returning({ id: companies.id });
    if (!row) continue;
    ids.set(company.code, row.id);
    await seedTolerances(db, row.id, company);
    for (const [plantCode, plantName, address] of company.plants ?? []) {
      await db.insert(plants).values({ companyId: row.id, plantCode, plantName, address });
    }
  }
  await db.insert(relationships).values(
    DEMO_RELATIONSHIPS.map(([buyer, supplier, status]) => ({
      buyerCompanyId: ids.get(buyer) ?? 0,
      supplierCompanyId: ids.get(supplier) ?? 0,
      status,
    })),
  );
  return ids;
}

async function seedTolerances(db: Queryable, companyId: number, company: CompanySeed): Promise<void> {
  if (!company.tax) return;
  const entries = (kind: 'tax' | 'amount', list: Array<[string, string]>) =>
    list.map(([currency, toleranceAmount]) => ({ companyId, kind, currency, toleranceAmount }));
  await db
    .insert(companyTolerances)
    .values([
      ...entries('tax', company.tax.taxTolerances),
      ...entries('amount', company.tax.amountTolerances),
    ]);
}

async function seedUsers(db: Queryable, companyIds: Map<string, number>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({
        userCode: account.userCode,
        userName: account.userName,
        userType: account.userType,
        language: account.language,
        passwordHash,
        email: `${account.userCode}@example.com`,
      })
      .returning({ id: users.id });
    if (!user) continue;
    await db
      .insert(userCompanies)
      .values(account.companies.map((code) => ({ userId: user.id, companyId: companyIds.get(code) ?? 0 })));
    await db.insert(userRoles).values({ userId: user.id, roleId: await roleIdByName(db, account.role) });
  }
}

const isoDay = (base: Date, offsetDays: number) =>
  new Date(base.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A few current releases per active relationship so the To Do counts are alive from the first login:
 * some lines New (the older releases are overdue), some waiting for approval, some confirmed, and a few
 * failed ASNs. The schedule module's own demo data (issue 6) grows this into two years of releases.
 */
async function seedScheduleActivity(
  db: Queryable,
  companyIds: Map<string, number>,
  today: Date,
): Promise<void> {
  const active = DEMO_RELATIONSHIPS.filter(([, , status]) => status === 'A');
  const plantRows = await db
    .select({ companyId: plants.companyId, plantCode: plants.plantCode })
    .from(plants);
  for (const [index, [buyer, supplier]] of active.entries()) {
    const buyerCompanyId = companyIds.get(buyer) ?? 0;
    const supplierCompanyId = companyIds.get(supplier) ?? 0;
    const buyerPlants = plantRows.filter((plant) => plant.companyId === buyerCompanyId);
    for (let line = 1; line <= 2; line++) {
      const [header] = await db
        .insert(scheduleHeaders)
        .values({
          releaseNo: `R${isoDay(today, -index).replaceAll('-', '')}-${String(index + 1).padStart(2, '0')}`,
          orderNo: `PO${4500000 + index * 10}`,
          lineNo: String(line * 10),
          partNo: `${supplier.slice(-3)}-${String(7000 + line * 11 + index)}`,
          buyerCompanyId,
          shipToPlant: buyerPlants[(index + line) % buyerPlants.length]?.plantCode ?? '',
          supplierCompanyId,
          releaseDate: isoDay(today, -index),
        })
        .returning({ id: scheduleHeaders.id });
      if (!header) continue;
      await db.insert(scheduleDetails).values(
        Array.from({ length: 8 }, (_, week) => ({
          headerId: header.id,
          deliveryDate: isoDay(today, 7 * week + 2),
          releaseStatus:
            week < 2
              ? ('Confirmed' as const)
              : week === 2 && index % 2 === 0
                ? ('Wait for Approval' as const)
                : ('New' as const),
          requestQty: String(120 + ((index * 37 + week * 53 + line * 11) % 400)),
        })),
      );
    }
  }
  const failed: Array<[string, string, string]> = [
    ['ADCN', 'S100101', 'SH01'],
    ['ADCN', 'S100102', 'SH02'],
    ['ADTH', 'S100105', 'RY01'],
  ];
  await db.insert(asnHeaders).values(
    failed.map(([buyer, supplier, plant], index) => ({
      asnNo: `ASN${isoDay(today, 0).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
      buyerCompanyId: companyIds.get(buyer) ?? 0,
      shipToPlantCode: plant,
      supplierCompanyId: companyIds.get(supplier) ?? 0,
      status: 'Failed' as const,
    })),
  );
}
