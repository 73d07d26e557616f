import type { RecordsPage } from '@portal/contract/common';
import type {
  SecurityCheckQuery,
  SecurityCheckRecord,
  SecurityCheckRow,
} from '@portal/contract/security-check';
import type { Database, Queryable } from '../../db/client.ts';
import type { BuyerScope, DataScope } from '../../platform/access/data-scope.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { pageOfChecks } from './list-repo.ts';
import { securityCheckMessages as messages } from './messages.ts';
import { checkById, deleteCheck, itemsOf, lockCheck } from './record-repo.ts';

export async function checkPage(
  db: Queryable,
  query: SecurityCheckQuery,
  scope: DataScope,
  timeZone: string,
): Promise<RecordsPage<SecurityCheckRow>> {
  const { rows, total } = await pageOfChecks(db, query, scope, timeZone);
  return { records: rows, total, pages: pageCount(total, query.size) };
}

/** One gate entry of the caller's scope with its items; another's answers "does not exist". */
export async function checkRecord(
  db: Queryable,
  id: number,
  scope: DataScope,
  timeZone: string,
): Promise<SecurityCheckRecord> {
  const [row] = await checkById(db, id, scope, timeZone);
  if (!row) throw notFound(messages.notFound);
  return { ...row, itemList: await itemsOf(db, id) };
}

/**
 * Gate entries are the buyer's record of its gate: suppliers read their own but never write, whatever their
 * role holds (decisions.md, Security check).
 */
export function assertBuyerWrites(scope: DataScope): asserts scope is BuyerScope {
  if (scope.kind !== 'buyer') throw forbidden(messages.suppliersCannotRecord);
}

/** Deletes a gate entry that is still editable (not linked to an invoice). */
export async function removeCheck(db: Database, id: number, scope: DataScope, timeZone: string) {
  assertBuyerWrites(scope);
  await db.transaction(async (tx) => {
    const row = await lockCheck(tx, id, scope, timeZone);
    if (!row) throw notFound(messages.notFound);
    if (!row.editable) throw conflict(messages.notEditable, { gateEntrySrNo: row.gateEntrySrNo });
    await deleteCheck(tx, id);
  });
}
