import type { SaveSecurityCheck, SecurityCheckRecord } from '@portal/contract/security-check';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { isUniqueViolation } from '../../platform/db/constraint-violation.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/app-error.ts';
import { openGateAsns } from './lookups.ts';
import { securityCheckMessages as messages } from './messages.ts';
import { copyAsnItems, insertCheck, lockCheck, updateCheck } from './record-repo.ts';
import { assertBuyerWrites, checkRecord } from './service.ts';

/** Spec 2 §5: time out is optional, and never before time in (both on the plant's clock). */
function assertTimes(body: SaveSecurityCheck) {
  if (body.timeOutStr && body.timeOutStr < body.timeInStr) throw invalid(messages.timeOutBeforeTimeIn);
}

/**
 * createOrUpdate: without an id, records the gate entry of a sent ASN (securityCheckCreate); with one,
 * changes the gate's fields of an editable entry (editSecurityCheck). Buyer users only.
 */
export async function saveCheck(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  body: SaveSecurityCheck,
  fallbackTimeZone: string,
): Promise<SecurityCheckRecord> {
  assertBuyerWrites(scope);
  assertTimes(body);
  const id = await db.transaction((tx) =>
    body.id === undefined
      ? createCheck(tx, user, scope, body, fallbackTimeZone)
      : editCheck(tx, user, scope, { ...body, id: body.id }, fallbackTimeZone),
  );
  return checkRecord(db, id, scope, fallbackTimeZone);
}

async function createCheck(
  tx: Queryable,
  user: SessionUser,
  scope: DataScope,
  body: SaveSecurityCheck,
  fallbackTimeZone: string,
): Promise<number> {
  if (!user.permissions.has('securityCheckCreate')) throw forbidden();
  const key = { asnNo: body.asnNo, buyerCompanyCode: body.buyerCompanyCode, supplierCode: body.supplierCode };
  const [asn] = await openGateAsns(tx, key, scope, true);
  if (!asn) throw notFound(messages.asnNotFound, { asnNo: body.asnNo });
  if (asn.shipToPlantCode !== body.shipToPlantCode)
    throw invalid(messages.plantMismatch, { asnNo: asn.asnNo, plantCode: asn.shipToPlantCode });
  const timeZone = asn.buyerTimeZone ?? fallbackTimeZone;
  try {
    const id = await insertCheck(tx, asn, body, timeZone, user);
    await copyAsnItems(tx, id, asn.asnHeaderId, user);
    return id;
  } catch (error) {
    // a gate entry recorded for the ASN meanwhile (the ASN row lock makes this rare)
    if (isUniqueViolation(error, 'security_checks_asn_uq'))
      throw conflict(messages.asnCheckedMeanwhile, { asnNo: asn.asnNo });
    throw error;
  }
}

/** The gate entry belongs to its ASN: what identifies the ASN is not changed by an edit. */
const FIXED_FIELDS = ['asnNo', 'buyerCompanyCode', 'shipToPlantCode', 'supplierCode'] as const;

async function editCheck(
  tx: Queryable,
  user: SessionUser,
  scope: DataScope,
  body: SaveSecurityCheck & { id: number },
  fallbackTimeZone: string,
): Promise<number> {
  if (!user.permissions.has('editSecurityCheck')) throw forbidden();
  const row = await lockCheck(tx, body.id, scope, fallbackTimeZone);
  if (!row) throw notFound(messages.notFound);
  if (!row.editable) throw conflict(messages.notEditable, { gateEntrySrNo: row.gateEntrySrNo });
  const changed = FIXED_FIELDS.find((field) => row[field] !== body[field]);
  if (changed) throw invalid(messages.asnFixed, { field: changed });
  await updateCheck(tx, body.id, body, row.timeZone, user);
  return body.id;
}
