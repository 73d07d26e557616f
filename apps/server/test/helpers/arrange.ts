import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  companies,
  relationships,
  roles,
  userCompanies,
  userRoles,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';

/** Rows a test arranges for itself, so its counts and orders are exact whatever the demo seed holds. */

export interface NewCompany {
  code: string;
  name?: string;
  type: 'B' | 'S';
  country?: string;
  overdueDay?: number | null;
  updatedAt?: Date;
}

export async function createCompany(db: Database, company: NewCompany): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      companyCode: company.code,
      companyName: company.name ?? `${company.code} Test Co., Ltd.`,
      companyType: company.type,
      country: company.country ?? 'CN',
      timeZone: 'Asia/Shanghai',
      overdueDay: company.overdueDay ?? null,
      prefixNo: company.code.slice(0, 2),
      ...(company.updatedAt ? { updatedAt: company.updatedAt } : {}),
    })
    .returning({ id: companies.id });
  if (!row) throw new Error(`company ${company.code} was not created`);
  return row.id;
}

export async function companyIdOf(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyCode, code));
  if (!row) throw new Error(`company ${code} is missing`);
  return row.id;
}

export async function relate(
  db: Database,
  buyerCompanyId: number,
  supplierCompanyId: number,
  status: 'A' | 'I' = 'A',
): Promise<void> {
  await db.insert(relationships).values({ buyerCompanyId, supplierCompanyId, status });
}

let demoHash: Promise<string> | undefined;

/** A user who signs in with the demo password, working for the given companies under the named role. */
export async function createUser(
  db: Database,
  user: { userCode: string; userType: 'B' | 'S'; companyIds: number[]; role: string; email?: string },
): Promise<number> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      userCode: user.userCode,
      userName: `Test ${user.userCode}`,
      userType: user.userType,
      language: 'en',
      passwordHash: await demoHash,
      email: user.email ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`user ${user.userCode} was not created`);
  if (user.companyIds.length > 0) {
    await db
      .insert(userCompanies)
      .values(user.companyIds.map((companyId) => ({ userId: row.id, companyId })));
  }
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, user.role));
  if (!role) throw new Error(`role ${user.role} is missing`);
  await db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  return row.id;
}

/** The database's today (the dashboard compares release dates with SQL's current_date). */
export async function databaseToday(db: Database): Promise<string> {
  const result = await db.execute<{ today: string }>(sql`select current_date::text as today`);
  const today = result.rows[0]?.today;
  if (!today) throw new Error('no current_date');
  return today;
}

/** `yyyy-MM-dd` n days before an ISO date. */
export function daysBefore(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
