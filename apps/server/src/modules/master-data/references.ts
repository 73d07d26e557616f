import type { RowError } from '@portal/contract/common';
import type { PropType } from '@portal/contract/lookup';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, containers, parts, plants, properties, relationships } from '../../db/schema/index.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import { type Locale, type Message, render } from '../../platform/i18n/locale.ts';

/**
 * Codes an upload names, resolved set-based (one query per kind, whatever the file's size) and only among
 * what the uploading buyer user may maintain.
 */

const pair = (buyerCompanyId: number, code: string) => `${buyerCompanyId}|${code}`;

/** Buyer companies by code, among those the user works for. */
export async function buyersByCode(
  db: Queryable,
  buyerCompanyIds: number[],
  codes: string[],
): Promise<Map<string, number>> {
  if (buyerCompanyIds.length === 0 || codes.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, code: companies.companyCode })
    .from(companies)
    .where(
      and(
        inArray(companies.id, buyerCompanyIds),
        eq(companies.companyType, 'B'),
        anyOf(companies.companyCode, codes, 'text'),
      ),
    );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Plants of the buyer companies, only those of `plantCodes` when given (a buyer user's assigned plants):
 * `plantKey(buyerId, plantCode)` -> plant id.
 */
export async function plantsOf(
  db: Queryable,
  buyerCompanyIds: number[],
  plantCodes?: string[],
): Promise<Map<string, number>> {
  if (buyerCompanyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: plants.id, companyId: plants.companyId, code: plants.plantCode })
    .from(plants)
    .where(
      and(
        inArray(plants.companyId, buyerCompanyIds),
        plantCodes ? anyOf(plants.plantCode, plantCodes, 'text') : undefined,
      ),
    );
  return new Map(rows.map((row) => [pair(row.companyId, row.code), row.id]));
}
export const plantKey = pair;

/** Suppliers associated (active or not) with the buyer companies: `supplierKey(buyerId, code)` -> id. */
export async function suppliersOf(
  db: Queryable,
  buyerCompanyIds: number[],
  codes: string[],
): Promise<Map<string, number>> {
  if (buyerCompanyIds.length === 0 || codes.length === 0) return new Map();
  const rows = await db
    .select({
      buyerCompanyId: relationships.buyerCompanyId,
      id: companies.id,
      code: companies.companyCode,
    })
    .from(relationships)
    .innerJoin(companies, eq(companies.id, relationships.supplierCompanyId))
    .where(
      and(
        inArray(relationships.buyerCompanyId, buyerCompanyIds),
        anyOf(companies.companyCode, codes, 'text'),
      ),
    );
  return new Map(rows.map((row) => [pair(row.buyerCompanyId, row.code), row.id]));
}
export const supplierKey = pair;

/** The keys of a property list (currencies, WHT rates ...). */
export async function propertyKeys(db: Queryable, propType: PropType): Promise<Set<string>> {
  const rows = await db
    .select({ key: properties.propKey })
    .from(properties)
    .where(eq(properties.propType, propType));
  return new Set(rows.map((row) => row.key));
}

/** A row error whose message names the column as the user sees it. */
export function refError(
  row: number,
  field: string,
  message: Message,
  locale: Locale,
  params: Record<string, string | number>,
): RowError {
  return { row, field, message: render(message, locale, params) };
}

/** `partKeyOf(buyerId, supplierId, partNo)` -> the part's description, for parts the suppliers deliver. */
export async function suppliedParts(
  db: Queryable,
  buyerCompanyIds: number[],
  partNos: string[],
): Promise<Map<string, string | null>> {
  if (buyerCompanyIds.length === 0 || partNos.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([parts.buyerCompanyId, parts.supplierCompanyId, parts.partNo], {
      buyerCompanyId: parts.buyerCompanyId,
      supplierCompanyId: parts.supplierCompanyId,
      partNo: parts.partNo,
      description: parts.partDescription,
    })
    .from(parts)
    .where(and(inArray(parts.buyerCompanyId, buyerCompanyIds), anyOf(parts.partNo, partNos, 'text')))
    .orderBy(parts.buyerCompanyId, parts.supplierCompanyId, parts.partNo, parts.id);
  return new Map(
    rows.map((row) => [partKeyOf(row.buyerCompanyId, row.supplierCompanyId, row.partNo), row.description]),
  );
}
export const partKeyOf = (buyerCompanyId: number, supplierCompanyId: number, partNo: string) =>
  `${buyerCompanyId}|${supplierCompanyId}|${partNo}`;

/** Container codes that exist, among those named. */
export async function knownContainers(db: Queryable, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: containers.containerCode })
    .from(containers)
    .where(anyOf(containers.containerCode, codes, 'text'));
  return new Set(rows.map((row) => row.code));
}
