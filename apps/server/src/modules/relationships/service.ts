import type { DataPage } from '@portal/contract/common';
import type {
  AddRelationshipBody,
  RelationshipDownloadQuery,
  RelationshipQuery,
  RelationshipRow,
  RelationshipStatusBody,
} from '@portal/contract/relationships';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { formatDateTime } from '../../platform/dates.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { relationshipMessages as messages } from './messages.ts';
import { RELATIONSHIP_EXPORT, statusName } from './relationship-sheet.ts';
import {
  changeStatus,
  companyById,
  countRelationships,
  insertRelationship,
  orderedRelationships,
  pageOfRelationships,
  relationshipFields,
  statusOf,
  statusOfPair,
} from './repo.ts';

export async function relationshipPage(
  db: Queryable,
  config: AppConfig,
  query: RelationshipQuery,
): Promise<DataPage<RelationshipRow>> {
  const [total, rows] = await Promise.all([countRelationships(db, query), pageOfRelationships(db, query)]);
  return {
    data: rows.map((row) => ({ ...row, updatedAt: formatDateTime(row.updatedAt, config.displayTimeZone) })),
    total,
    pages: pageCount(total, query.size),
  };
}

/** GET|POST /relationship/download (Relationships.xlsx): the filtered pairs in the list's order; null when none. */
export async function relationshipExport(
  db: Database,
  config: AppConfig,
  query: RelationshipDownloadQuery,
  locale: Locale,
) {
  const pairs = orderedRelationships(db, query);
  if (!(await hasRows(db, pairs))) return null;
  const rows = mapRows(cursorRecords(db, pairs, relationshipFields), (row) => ({
    ...row,
    statusName: statusName(row.status, locale),
    updatedAt: formatDateTime(row.updatedAt, config.displayTimeZone),
  }));
  return streamXlsx('Relationships', exportColumns(RELATIONSHIP_EXPORT, locale), rows);
}

/** The company behind an id, which must exist and be of the expected type; answers its code. */
async function companyCodeOf(db: Queryable, companyId: number, role: 'buyer' | 'supplier'): Promise<string> {
  const company = await companyById(db, companyId);
  if (!company) throw notFound(role === 'buyer' ? messages.buyerMissing : messages.supplierMissing);
  const expected = role === 'buyer' ? 'B' : 'S';
  if (company.companyType !== expected) {
    throw invalid(role === 'buyer' ? messages.notABuyer : messages.notASupplier, {
      companyCode: company.companyCode,
    });
  }
  return company.companyCode;
}

/**
 * Links a supplier company to a buyer company as active. A pair that exists already (active or
 * prohibited, added before or by a concurrent request) is refused and left as it is.
 */
export async function addRelationship(db: Queryable, user: SessionUser, pair: AddRelationshipBody) {
  const buyerCode = await companyCodeOf(db, pair.buyerCompanyId, 'buyer');
  const supplierCode = await companyCodeOf(db, pair.supplierCompanyId, 'supplier');
  const id = await insertRelationship(db, pair, user);
  if (id !== undefined) return;
  const existing = await statusOfPair(db, pair);
  const message = existing === 'I' ? messages.duplicateInactive : messages.duplicateActive;
  throw conflict(message, { buyerCode, supplierCode });
}

/**
 * Enable (A) or prohibit (I) a relationship. Setting the status it already has is refused, so a
 * user acting on a stale list learns that someone else changed it first.
 */
export async function setRelationshipStatus(db: Queryable, user: SessionUser, body: RelationshipStatusBody) {
  if (await changeStatus(db, body.relationshipId, body.status, user)) return;
  const current = await statusOf(db, body.relationshipId);
  if (!current) throw notFound(messages.relationshipMissing);
  throw conflict(current === 'A' ? messages.alreadyActive : messages.alreadyInactive);
}
