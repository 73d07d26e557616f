import { count } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Queryable } from '../client.ts';
import {
  companies,
  companyTolerances,
  plants,
  relationships,
  userCompanies,
  userRoles,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoAsns } from './demo-asns.ts';
import { type CompanySeed, DEMO_COMPANIES, DEMO_RELATIONSHIPS } from './demo-companies.ts';
import { seedDiscrepancyAsns } from './demo-discrepancies.ts';
import { seedEmailConfigurations } from './demo-email-configurations.ts';
import { seedGoodsReceipts, seedReceiptsOfAsns, seedWriteOffReceipts } from './demo-goods-receipts.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedMasterData } from './demo-master-data.ts';
import { seedPastDeliveries } from './demo-past-deliveries.ts';
import { seedPerformanceHistory } from './demo-performance.ts';
import { seedScheduleHistory } from './demo-schedules.ts';
import { seedSecurityChecks } from './demo-security-checks.ts';
import { roleIdByName } from './reference.ts';

/** True when the database holds no users yet: the demo data is seeded once, on first start. */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

export async function seedDemoData(db: Queryable, today = new Date()): Promise<void> {
  const companyIds = await seedCompanies(db);
  await seedUsers(db, companyIds);
  await seedEmailConfigurations(db, companyIds);
  await seedMasterData(db, companyIds, today);
  await seedScheduleHistory(db);
  await seedDemoAsns(db);
  await seedGoodsReceipts(db);
  await seedReceiptsOfAsns(db);
  await seedWriteOffReceipts(db);
  await seedDiscrepancyAsns(db);
  // after the ASN seeds of these weeks: gate entries for the sent ASNs there are (the past ones go without)
  await seedSecurityChecks(db);
  // a year of delivered ASNs: their older receipts join the month's invoices, so before the invoice seed
  await seedPastDeliveries(db);
  // the invoices of the invoiced receipts
  await seedDemoInvoices(db);
  await seedPerformanceHistory(db);
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
