import type { ToleranceInput } from '@portal/contract/companies';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies, companyTolerances, properties } from '../../db/schema/index.ts';

export type ToleranceKind = 'tax' | 'amount';

export async function taxRatesOf(db: Queryable, companyId: number) {
  const [row] = await db
    .select({
      companyId: companies.id,
      companyCode: companies.companyCode,
      companyName: companies.companyName,
      companyType: companies.companyType,
      taxRate: companies.taxRate,
      totalAmountTolerance: companies.totalAmountTolerance,
      unitPriceTolerance: companies.unitPriceTolerance,
      onTimeEarlyDays: companies.onTimeEarlyDays,
      onTimeLateDays: companies.onTimeLateDays,
      arrivalGraceHours: companies.arrivalGraceHours,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function tolerancesOf(db: Queryable, companyId: number) {
  return db
    .select({
      kind: companyTolerances.kind,
      currency: companyTolerances.currency,
      toleranceAmount: companyTolerances.toleranceAmount,
    })
    .from(companyTolerances)
    .where(eq(companyTolerances.companyId, companyId))
    .orderBy(asc(companyTolerances.kind), asc(companyTolerances.currency));
}

/** The currencies among `keys` that the currencyType property list holds. */
export async function knownCurrencies(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: properties.propKey })
    .from(properties)
    .where(and(eq(properties.propType, 'currencyType'), inArray(properties.propKey, keys)));
  return new Set(rows.map((row) => row.key));
}

export async function updateTaxRates(
  tx: Queryable,
  companyId: number,
  values: PgUpdateSetSource<typeof companies>,
): Promise<void> {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}

/** Replaces both tolerance lists of a company; the caller holds the company row lock. */
export async function replaceTolerances(
  tx: Queryable,
  companyId: number,
  lists: Record<ToleranceKind, ToleranceInput[]>,
  stamp: { createdBy: string; updatedBy: string },
): Promise<void> {
  await tx.delete(companyTolerances).where(eq(companyTolerances.companyId, companyId));
  const rows = (['tax', 'amount'] as const).flatMap((kind) =>
    lists[kind].map((entry) => ({ companyId, kind, ...entry, ...stamp })),
  );
  if (rows.length > 0) await tx.insert(companyTolerances).values(rows);
}
