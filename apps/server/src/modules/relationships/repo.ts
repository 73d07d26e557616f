import type { CompanyType, PageQuery } from '@portal/contract/common';
import type { CompanyOption } from '@portal/contract/lookup';
import type {
  RelationshipFilter,
  RelationshipQuery,
  RelationshipStatus,
} from '@portal/contract/relationships';
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies, relationships } from '../../db/schema/index.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');

/** Display fields of the relationship list and the columns they sort by. */
const sortable: SortWhitelist = {
  buyerCompanyCode: buyer.companyCode,
  buyerCompanyName: buyer.companyName,
  supplierCompanyCode: supplier.companyCode,
  supplierCompanyName: supplier.companyName,
  status: relationships.status,
  updatedAt: relationships.updatedAt,
};

type Author = Pick<SessionUser, 'userCode'>;

/** Every company of one type, for the pickers (relationship management spans all buyers and suppliers). */
export async function companiesOfType(db: Queryable, companyType: CompanyType): Promise<CompanyOption[]> {
  return db
    .select({
      companyId: companies.id,
      companyCode: companies.companyCode,
      companyName: companies.companyName,
    })
    .from(companies)
    .where(eq(companies.companyType, companyType))
    .orderBy(asc(companies.companyCode));
}

export async function companyById(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ companyCode: companies.companyCode, companyType: companies.companyType })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

function filtersOf(query: RelationshipFilter): SQL | undefined {
  return and(
    query.buyerCompanyId ? eq(relationships.buyerCompanyId, query.buyerCompanyId) : undefined,
    query.supplierCompanyId ? eq(relationships.supplierCompanyId, query.supplierCompanyId) : undefined,
    query.status ? eq(relationships.status, query.status) : undefined,
  );
}

export async function countRelationships(db: Queryable, query: RelationshipFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(relationships).where(filtersOf(query));
  return row?.value ?? 0;
}

/** The fields of a relationship row (the list and the download). */
export const relationshipFields = {
  id: relationships.id,
  buyerCompanyId: relationships.buyerCompanyId,
  buyerCompanyCode: buyer.companyCode,
  buyerCompanyName: buyer.companyName,
  supplierCompanyId: relationships.supplierCompanyId,
  supplierCompanyCode: supplier.companyCode,
  supplierCompanyName: supplier.companyName,
  status: relationships.status,
  updatedBy: relationships.updatedBy,
  updatedAt: relationships.updatedAt,
};

/** The filtered relationships in the list's order (the download reads them all through a cursor). */
export function orderedRelationships(
  db: Queryable,
  query: RelationshipFilter & Pick<PageQuery, 'sort' | 'sortName'>,
) {
  return db
    .select(relationshipFields)
    .from(relationships)
    .innerJoin(buyer, eq(buyer.id, relationships.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, relationships.supplierCompanyId))
    .where(filtersOf(query))
    .orderBy(
      ...orderBy(sortable, query, [asc(buyer.companyCode), asc(supplier.companyCode), asc(relationships.id)]),
    );
}

export async function pageOfRelationships(db: Queryable, query: RelationshipQuery) {
  return orderedRelationships(db, query).limit(query.size).offset(offsetOf(query));
}

/**
 * Links a supplier to a buyer as active. The pair's unique index decides between concurrent adds:
 * answers the new id, or undefined when the pair already exists (whoever inserted it).
 */
export async function insertRelationship(
  db: Queryable,
  pair: { buyerCompanyId: number; supplierCompanyId: number },
  author: Author,
): Promise<number | undefined> {
  const [row] = await db
    .insert(relationships)
    .values({ ...pair, status: 'A', ...insertStamp(author) })
    .onConflictDoNothing({ target: [relationships.buyerCompanyId, relationships.supplierCompanyId] })
    .returning({ id: relationships.id });
  return row?.id;
}

export async function statusOfPair(
  db: Queryable,
  pair: { buyerCompanyId: number; supplierCompanyId: number },
): Promise<RelationshipStatus | undefined> {
  const [row] = await db
    .select({ status: relationships.status })
    .from(relationships)
    .where(
      and(
        eq(relationships.buyerCompanyId, pair.buyerCompanyId),
        eq(relationships.supplierCompanyId, pair.supplierCompanyId),
      ),
    );
  return row?.status;
}

export async function statusOf(
  db: Queryable,
  relationshipId: number,
): Promise<RelationshipStatus | undefined> {
  const [row] = await db
    .select({ status: relationships.status })
    .from(relationships)
    .where(eq(relationships.id, relationshipId));
  return row?.status;
}

/**
 * Sets the status only when it differs (one statement, so two admins toggling the same row at once
 * cannot both succeed); answers whether the row changed.
 */
export async function changeStatus(
  db: Queryable,
  relationshipId: number,
  status: RelationshipStatus,
  author: Author,
): Promise<boolean> {
  const changed = await db
    .update(relationships)
    .set({ status, ...updateStamp(author) })
    .where(and(eq(relationships.id, relationshipId), ne(relationships.status, status)))
    .returning({ id: relationships.id });
  return changed.length > 0;
}
