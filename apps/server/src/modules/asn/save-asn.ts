import type { SaveAsn } from '@portal/contract/asn';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import {
  type HeaderValues,
  insertHeader,
  type LockedAsn,
  lockAsn,
  replaceDetails,
  replacePackages,
  updateHeader,
} from './asn-repo.ts';
import {
  checkHeader,
  checkLineFields,
  checkLineSelection,
  checkLinesOfAsn,
  checkPackages,
  checkQuantities,
} from './asn-rules.ts';
import { asnMessages as messages } from './messages.ts';
import { type AsnParties, partiesOf } from './parties.ts';
import { firstReceiptOf, linkReceipts } from './receipt-links.ts';
import { type AsnScheduleLine, scheduleLinesIn } from './schedule-lines-repo.ts';

export interface SavedDraft {
  asn: LockedAsn;
  parties: AsnParties;
  lines: AsnScheduleLine[];
}

/** A typed time (yyyy-MM-dd HH:mm) as the instant it names in the buyer's time zone. */
const instant = (text: string | undefined, timeZone: string) =>
  text ? sql`${text}::timestamp at time zone ${timeZone}` : null;

function headerValues(body: SaveAsn, timeZone: string): HeaderValues {
  const h = body.asnHeader;
  return {
    invoiceNo: h.invoiceNo || null,
    dispatchTime: instant(h.dispatchTimeStr, timeZone) as unknown as Date | null,
    planArrivalTime: instant(h.planArrivalTimeStr, timeZone) as unknown as Date | null,
    carrierCode: h.carrierCode || null,
    carrierName: h.carrierName || null,
    carrierAddress: h.carrierAddress || null,
    plateNo: h.plateNo || null,
    netWeight: h.netWeight ?? null,
    grossWeight: h.grossWeight ?? null,
    noOfPallet: h.noOfPallet ?? null,
    volume: h.volume ?? null,
    shipMethod: h.shipMethod || null,
  };
}

/** Opens the Draft being saved (locked) or creates it from its lines; refuses what the caller may not do. */
async function openDraft(
  db: Queryable,
  user: SessionUser,
  scope: DataScope,
  body: SaveAsn,
  lines: AsnScheduleLine[],
): Promise<{ asn: LockedAsn; parties: AsnParties; isNew: boolean }> {
  const ids = body.asnDetails.map((detail) => detail.deliveryScheduleDetailId);
  const id = body.asnHeader.asnHeaderId;
  if (id === undefined) {
    if (!user.permissions.has('createAsn')) throw forbidden();
    checkLineSelection(ids, lines, { ofReceipts: (body.grIds?.length ?? 0) > 0 });
    const [first] = lines as [AsnScheduleLine];
    const parties = await partiesOf(db, {
      buyerCompanyId: first.buyerCompanyId,
      supplierCompanyId: first.supplierCompanyId,
      shipToPlantCode: first.shipToPlant,
    });
    const values = {
      ...parties,
      isCreateLabel: parties.isCreateLabel,
      isCreateInvoice: parties.isCreateInvoice,
    };
    const created = await insertHeader(db, values, user);
    return { asn: { ...values, ...created, status: 'Draft' }, parties, isNew: true };
  }
  if (!user.permissions.has('editAsn') && !user.permissions.has('createAsn')) throw forbidden();
  const asn = await lockAsn(db, id, scope);
  if (!asn) throw notFound(messages.asnMissing);
  if (asn.status !== 'Draft') throw conflict(messages.notDraft, { asnNo: asn.asnNo, status: asn.status });
  checkLinesOfAsn(ids, lines, asn);
  checkLineSelection(ids, lines, { ofReceipts: (await firstReceiptOf(db, asn)) !== undefined });
  return { asn, parties: await partiesOf(db, asn), isNew: false };
}

/**
 * Saves a Draft ASN whole (header, lines, packages) inside the caller's transaction, after the rules of
 * spec 2 §5: one plant, no repeated order + part, quantities within what is left to ship, packages of its
 * parts. A new draft gets its number here, and the goods receipts it was made of (GR to ASN).
 */
export async function saveDraft(
  db: Queryable,
  user: SessionUser,
  scope: DataScope,
  body: SaveAsn,
): Promise<SavedDraft> {
  const ids = body.asnDetails.map((detail) => detail.deliveryScheduleDetailId);
  const lines = await scheduleLinesIn(db, ids, scope);
  const { asn, parties, isNew } = await openDraft(db, user, scope, body, lines);
  checkHeader(body.asnHeader, parties.timeZone);
  checkLineFields(body.asnDetails, parties.timeZone);
  checkQuantities(body.asnDetails, lines);
  const packages = asn.isCreateLabel === 'Y' ? body.asnPackages : [];
  checkPackages({ ...body, asnPackages: packages }, lines);
  await updateHeader(db, asn.id, headerValues(body, parties.timeZone), user);
  await replaceDetails(
    db,
    asn.id,
    body.asnDetails.map((detail, index) => ({
      scheduleDetailId: detail.deliveryScheduleDetailId,
      itemNo: index + 1,
      asnQty: detail.asnQty,
      lotSizeQty: detail.lotSizeQty ?? null,
      lotNo: detail.lotNo ?? null,
      productionDate: detail.productionDateStr ?? null,
      packQty: detail.packQty ?? null,
      packQtyPerPallet: detail.packQtyPerPallet ?? null,
    })),
    user,
  );
  await replacePackages(db, asn.id, packages, user);
  if (isNew && body.grIds) await linkReceipts(db, asn, body.grIds, user);
  return { asn, parties, lines };
}
