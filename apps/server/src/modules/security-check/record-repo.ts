import type { SaveSecurityCheck } from '@portal/contract/security-check';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  asnDetails,
  scheduleDetails,
  scheduleHeaders,
  securityCheckItems,
  securityChecks,
} from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { scopeCondition } from './check-filter.ts';
import type { GateAsn } from './gate-asns.ts';
import { selectChecks } from './list-repo.ts';

/** Optional text of the form: blank is no value. */
const textOrNull = (value: string | undefined) => (value && value.trim() !== '' ? value : null);

/** A `yyyy-MM-dd HH:mm` of the plant's clock as an instant. */
const gateInstant = (value: string | undefined, timeZone: string) =>
  value ? sql`(${value}::timestamp at time zone ${timeZone})` : null;

/** The fields the gate fills in (the same on create and edit). */
function gateFields(body: SaveSecurityCheck, timeZone: string) {
  return {
    nameOfDriver: textOrNull(body.nameOfDriver),
    vehicleNo: textOrNull(body.vehicleNo),
    scDate: body.scDateStr,
    timeIn: sql`(${body.timeInStr}::timestamp at time zone ${timeZone})`,
    timeOut: gateInstant(body.timeOutStr, timeZone),
    securityGrNo: textOrNull(body.securityGrNo),
    pollutionControlCrt: body.pollutionControlCrt,
    driverLicense: body.driverLicense,
    remarks: textOrNull(body.remarks),
    addressOfCompany: textOrNull(body.addressOfCompany),
  };
}

/** Records a gate entry for the ASN, numbered GE + today at the plant + the sequence; answers its id. */
export async function insertCheck(
  db: Queryable,
  asn: GateAsn,
  body: SaveSecurityCheck,
  timeZone: string,
  user: SessionUser,
): Promise<number> {
  const serial = sql`nextval('gate_entry_no_seq')::text`;
  const [row] = await db
    .insert(securityChecks)
    .values({
      gateEntrySrNo: sql`'GE' || to_char(now() at time zone ${timeZone}, 'YYYYMMDD') || lpad(${serial}, 6, '0')`,
      asnHeaderId: asn.asnHeaderId,
      asnNo: asn.asnNo,
      buyerCompanyId: asn.buyerCompanyId,
      shipToPlantCode: asn.shipToPlantCode,
      supplierCompanyId: asn.supplierCompanyId,
      ...gateFields(body, timeZone),
      ...insertStamp(user),
    })
    .returning({ id: securityChecks.id });
  if (!row) throw new Error('the gate entry was not recorded');
  return row.id;
}

/** The ASN's items as they are now, kept with the gate entry (one statement). */
export async function copyAsnItems(db: Queryable, checkId: number, asnHeaderId: number, user: SessionUser) {
  await db.execute(sql`
    insert into ${securityCheckItems} (security_check_id, line_no, order_no, part_no, part_desc, qty, created_by, updated_by)
    select ${checkId}, row_number() over (order by ${asnDetails.itemNo}), ${scheduleHeaders.orderNo},
           ${scheduleHeaders.partNo}, ${scheduleHeaders.partDesc}, ${asnDetails.asnQty}, ${user.userCode}, ${user.userCode}
      from ${asnDetails}
      join ${scheduleDetails} on ${scheduleDetails.id} = ${asnDetails.scheduleDetailId}
      join ${scheduleHeaders} on ${scheduleHeaders.id} = ${scheduleDetails.headerId}
     where ${asnDetails.asnHeaderId} = ${asnHeaderId}`);
}

export async function updateCheck(
  db: Queryable,
  id: number,
  body: SaveSecurityCheck,
  timeZone: string,
  user: SessionUser,
) {
  await db
    .update(securityChecks)
    .set({ ...gateFields(body, timeZone), ...updateStamp(user) })
    .where(eq(securityChecks.id, id));
}

/** A gate entry of the caller's scope, locked for the transaction (edit, delete). */
export async function lockCheck(db: Queryable, id: number, scope: DataScope, timeZone: string) {
  const [row] = await selectChecks(db, timeZone)
    .where(and(eq(securityChecks.id, id), scopeCondition(scope)))
    .for('update', { of: securityChecks });
  return row;
}

export function checkById(db: Queryable, id: number, scope: DataScope, timeZone: string) {
  return selectChecks(db, timeZone).where(and(eq(securityChecks.id, id), scopeCondition(scope)));
}

export function itemsOf(db: Queryable, checkId: number) {
  return db
    .select({
      orderNo: securityCheckItems.orderNo,
      partNo: securityCheckItems.partNo,
      partDesc: securityCheckItems.partDesc,
      qty: securityCheckItems.qty,
    })
    .from(securityCheckItems)
    .where(eq(securityCheckItems.securityCheckId, checkId))
    .orderBy(asc(securityCheckItems.lineNo));
}

export async function deleteCheck(db: Queryable, id: number) {
  await db.delete(securityChecks).where(eq(securityChecks.id, id));
}
