import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  asnDetails,
  asnHeaders,
  companies,
  plants,
  scheduleDetails,
  scheduleHeaders,
  securityChecks,
} from '../../db/schema/index.ts';
import type { BuyerScope } from '../../platform/access/data-scope.ts';
import { buyerCondition } from '../../platform/access/scope-condition.ts';

/**
 * ASNs a gate may check in: sent ones. Submitted (the goods are on the way, the ERP has not answered yet)
 * and Success; never Draft (not shipped), Failed (refused by the ERP, to be corrected) or Cancelled.
 */
export const GATE_ASN_STATUSES = ['Submitted', 'Success'] as const;

const asnBuyer = alias(companies, 'asn_buyer');
const asnSupplier = alias(companies, 'asn_supplier');

export interface GateAsnKey {
  asnNo: string;
  buyerCompanyCode?: string;
  supplierCode?: string;
}

/** The buyer companies and plants the caller works for (gate entries are recorded by buyer-side staff). */
function gateAsnCondition(key: GateAsnKey, scope: BuyerScope): SQL | undefined {
  return and(
    eq(asnHeaders.asnNo, key.asnNo),
    inArray(asnHeaders.status, [...GATE_ASN_STATUSES]),
    buyerCondition(scope, asnHeaders.buyerCompanyId, asnHeaders.shipToPlantCode),
    key.buyerCompanyCode ? eq(asnBuyer.companyCode, key.buyerCompanyCode) : undefined,
    key.supplierCode ? eq(asnSupplier.companyCode, key.supplierCode) : undefined,
  );
}

/**
 * The ASNs of that number a gate of the caller's companies may check in, with what the form fills in and
 * the gate entry already recorded for it, if any. `lock` takes the ASN row for the transaction, so two gate
 * entries for one ASN are serialised (the unique index refuses the second anyway).
 */
export function gateAsns(db: Queryable, key: GateAsnKey, scope: BuyerScope, lock = false) {
  const query = db
    .select({
      asnHeaderId: asnHeaders.id,
      asnNo: asnHeaders.asnNo,
      buyerCompanyId: asnHeaders.buyerCompanyId,
      buyerCompanyCode: asnBuyer.companyCode,
      buyerTimeZone: asnBuyer.timeZone,
      supplierCompanyId: asnHeaders.supplierCompanyId,
      supplierCode: asnSupplier.companyCode,
      supplierName: asnSupplier.companyName,
      shipToPlantCode: asnHeaders.shipToPlantCode,
      vehicleNo: asnHeaders.plateNo,
      // the delivery address: the ship-to plant's, else the buyer company's (the form allows 300 characters)
      addressOfCompany: sql<string | null>`left(coalesce(${plants.address}, ${asnBuyer.address}), 300)`,
      gateEntrySrNo: securityChecks.gateEntrySrNo,
    })
    .from(asnHeaders)
    .innerJoin(asnBuyer, eq(asnBuyer.id, asnHeaders.buyerCompanyId))
    .innerJoin(asnSupplier, eq(asnSupplier.id, asnHeaders.supplierCompanyId))
    .leftJoin(
      plants,
      and(eq(plants.companyId, asnHeaders.buyerCompanyId), eq(plants.plantCode, asnHeaders.shipToPlantCode)),
    )
    .leftJoin(securityChecks, eq(securityChecks.asnHeaderId, asnHeaders.id))
    .where(gateAsnCondition(key, scope))
    .orderBy(asc(asnBuyer.companyCode), asc(asnSupplier.companyCode));
  return lock ? query.for('update', { of: asnHeaders }) : query;
}

export type GateAsn = Awaited<ReturnType<typeof gateAsns>>[number];

/** The ASN's lines as the gate sees them: PO no, item no, description, shipped quantity, in item order. */
export function asnItems(db: Queryable, asnHeaderId: number) {
  return db
    .select({
      orderNo: scheduleHeaders.orderNo,
      partNo: scheduleHeaders.partNo,
      partDesc: scheduleHeaders.partDesc,
      qty: asnDetails.asnQty,
    })
    .from(asnDetails)
    .innerJoin(scheduleDetails, eq(scheduleDetails.id, asnDetails.scheduleDetailId))
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .where(eq(asnDetails.asnHeaderId, asnHeaderId))
    .orderBy(asc(asnDetails.itemNo));
}
