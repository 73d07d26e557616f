import type { AsnDetailLine, AsnPackage, AsnStatus } from '@portal/contract/asn';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  asnDetails,
  asnHeaders,
  asnNoSequence,
  asnPackages,
  overShipmentSettings,
  scheduleDetails,
  scheduleHeaders,
} from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { asnScope } from './header-view.ts';
import { allowedLeft, overShipmentOfHeader } from './schedule-lines-repo.ts';

type Author = Pick<SessionUser, 'userCode'>;

export interface LockedAsn {
  id: number;
  asnNo: string;
  status: AsnStatus;
  buyerCompanyId: number;
  supplierCompanyId: number;
  shipToPlantCode: string;
  isCreateLabel: 'Y' | 'N';
  isCreateInvoice: 'Y' | 'N';
}

const lockedFields = {
  id: asnHeaders.id,
  asnNo: asnHeaders.asnNo,
  status: asnHeaders.status,
  buyerCompanyId: asnHeaders.buyerCompanyId,
  supplierCompanyId: asnHeaders.supplierCompanyId,
  shipToPlantCode: asnHeaders.shipToPlantCode,
  isCreateLabel: asnHeaders.isCreateLabel,
  isCreateInvoice: asnHeaders.isCreateInvoice,
};

/** The caller's ASN, locked until the transaction ends; another supplier's or buyer's is not found. */
export async function lockAsn(db: Queryable, id: number, scope: DataScope): Promise<LockedAsn | undefined> {
  const [row] = await db
    .select(lockedFields)
    .from(asnHeaders)
    .where(and(eq(asnHeaders.id, id), asnScope(scope)))
    .for('update');
  return row;
}

/** The caller's ASN without a lock (reads, downloads). */
export async function asnInScope(
  db: Queryable,
  id: number,
  scope: DataScope,
): Promise<LockedAsn | undefined> {
  const [row] = await db
    .select(lockedFields)
    .from(asnHeaders)
    .where(and(eq(asnHeaders.id, id), asnScope(scope)));
  return row;
}

/** A readable, unique ASN number: ASN + today (yyyyMMdd, Asia/Shanghai) + the sequence, 6 digits. */
export const nextAsnNo = sql<string>`'ASN' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD')
  || lpad(nextval(${sql.raw(`'${asnNoSequence.seqName}'`)})::text, 6, '0')`;

export type HeaderValues = Partial<typeof asnHeaders.$inferInsert>;

export async function insertHeader(
  db: Queryable,
  values: HeaderValues & Pick<LockedAsn, 'buyerCompanyId' | 'supplierCompanyId' | 'shipToPlantCode'>,
  author: Author,
): Promise<{ id: number; asnNo: string }> {
  const [row] = await db
    .insert(asnHeaders)
    .values({ ...values, asnNo: nextAsnNo, status: 'Draft', ...insertStamp(author) })
    .returning({ id: asnHeaders.id, asnNo: asnHeaders.asnNo });
  if (!row) throw new Error('ASN header not inserted');
  return row;
}

export async function updateHeader(db: Queryable, id: number, values: HeaderValues, author: Author) {
  await db
    .update(asnHeaders)
    .set({ ...values, ...updateStamp(author) })
    .where(eq(asnHeaders.id, id));
}

export type NewDetail = Omit<typeof asnDetails.$inferInsert, 'asnHeaderId' | 'id'>;

/** The lines of a Draft are replaced whole by each save (the wizard always sends all of them). */
export async function replaceDetails(db: Queryable, asnHeaderId: number, lines: NewDetail[], author: Author) {
  await db.delete(asnDetails).where(eq(asnDetails.asnHeaderId, asnHeaderId));
  if (lines.length === 0) return;
  await db.insert(asnDetails).values(lines.map((line) => ({ ...line, asnHeaderId, ...insertStamp(author) })));
}

export async function replacePackages(
  db: Queryable,
  asnHeaderId: number,
  packages: ReadonlyArray<Omit<AsnPackage, never>>,
  author: Author,
) {
  await db.delete(asnPackages).where(eq(asnPackages.asnHeaderId, asnHeaderId));
  if (packages.length === 0) return;
  await db
    .insert(asnPackages)
    .values(packages.map((pack) => ({ ...pack, asnHeaderId, ...insertStamp(author) })));
}

/** The lines of an ASN as the wizard shows them. */
export function detailLinesOf(db: Queryable, asnHeaderId: number): Promise<AsnDetailLine[]> {
  return db
    .select({
      asnDetailId: asnDetails.id,
      deliveryScheduleDetailId: asnDetails.scheduleDetailId,
      orderNo: scheduleHeaders.orderNo,
      lineNo: scheduleHeaders.lineNo,
      partNo: scheduleHeaders.partNo,
      partDesc: scheduleHeaders.partDesc,
      unshippedQty: sql<string>`${scheduleDetails.unshippedQty}`,
      maxAsnQty: allowedLeft,
      asnQty: asnDetails.asnQty,
      uom: sql<string>`coalesce(${scheduleHeaders.unit}, '')`,
      lotSizeQty: asnDetails.lotSizeQty,
      lotNo: asnDetails.lotNo,
      productionDateStr: sql<string | null>`${asnDetails.productionDate}::text`,
      oriAsnItemNo: asnDetails.oriAsnItemNo,
      packQty: asnDetails.packQty,
      packQtyPerPallet: asnDetails.packQtyPerPallet,
      replaced: sql<'Y' | 'N'>`case when ${scheduleHeaders.isLatest} = 'Y' then 'N' else 'Y' end`,
    })
    .from(asnDetails)
    .innerJoin(scheduleDetails, eq(scheduleDetails.id, asnDetails.scheduleDetailId))
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .leftJoin(overShipmentSettings, overShipmentOfHeader)
    .where(eq(asnDetails.asnHeaderId, asnHeaderId))
    .orderBy(asc(asnDetails.itemNo));
}

export function packagesOf(db: Queryable, asnHeaderId: number): Promise<AsnPackage[]> {
  return db
    .select({
      partNo: asnPackages.partNo,
      packageNo: asnPackages.packageNo,
      qtyOfPackaging: asnPackages.qtyOfPackaging,
    })
    .from(asnPackages)
    .where(eq(asnPackages.asnHeaderId, asnHeaderId))
    .orderBy(asc(asnPackages.id));
}

/** What the ASN ships per schedule line (to raise or give back the lines' asnQty). */
export function shippedOf(db: Queryable, asnHeaderId: number) {
  return db
    .select({ scheduleDetailId: asnDetails.scheduleDetailId, qty: asnDetails.asnQty })
    .from(asnDetails)
    .where(eq(asnDetails.asnHeaderId, asnHeaderId))
    .orderBy(asc(asnDetails.scheduleDetailId));
}

export async function setStatus(
  db: Queryable,
  id: number,
  status: AsnStatus,
  author: Author,
  extra: Partial<typeof asnHeaders.$inferInsert> = {},
) {
  await db
    .update(asnHeaders)
    .set({ status, ...extra, ...updateStamp(author) })
    .where(eq(asnHeaders.id, id));
}

export async function deleteAsnRow(db: Queryable, id: number) {
  await db.delete(asnHeaders).where(eq(asnHeaders.id, id));
}
