import type { AsnDetail } from '@portal/contract/asn';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies, plants } from '../../db/schema/index.ts';
import { formatDate } from '../../platform/dates.ts';

const buyer = alias(companies, 'party_buyer');
const supplier = alias(companies, 'party_supplier');

export interface AsnParties {
  buyerCompanyId: number;
  supplierCompanyId: number;
  shipToPlantCode: string;
  /** the buyer company's time zone: ASN times are entered and shown in it */
  timeZone: string;
  isCreateLabel: 'Y' | 'N';
  isCreateInvoice: 'Y' | 'N';
  /** the header fields of a new ASN that name the parties */
  header: Pick<
    AsnDetail['asnHeader'],
    | 'buyerCompanyCode'
    | 'buyerCompanyName'
    | 'buyerCompanyAddress'
    | 'shipToPlantCode'
    | 'buyerPlantAddress'
    | 'supplierCode'
    | 'supplierName'
    | 'supplierAddress'
  >;
}

/** Buyer, ship-to plant and supplier of an ASN, with the label and invoice flags (supplier's, else buyer's). */
export async function partiesOf(
  db: Queryable,
  ids: { buyerCompanyId: number; supplierCompanyId: number; shipToPlantCode: string },
): Promise<AsnParties> {
  const [row] = await db
    .select({
      buyerCompanyCode: buyer.companyCode,
      buyerCompanyName: buyer.companyName,
      buyerCompanyAddress: buyer.address,
      timeZone: buyer.timeZone,
      buyerPlantAddress: plants.address,
      supplierCode: supplier.companyCode,
      supplierName: supplier.companyName,
      supplierAddress: supplier.address,
      // the supplier's own setting when it has one, else its buyer's (the company screen keeps them there)
      isCreateLabel: sql<'Y' | 'N' | null>`coalesce(${supplier.isCreateLabel}, ${buyer.isCreateLabel})`,
      isCreateInvoice: sql<'Y' | 'N' | null>`coalesce(${supplier.isCreateInvoice}, ${buyer.isCreateInvoice})`,
    })
    .from(buyer)
    .innerJoin(supplier, eq(supplier.id, ids.supplierCompanyId))
    .leftJoin(plants, and(eq(plants.companyId, buyer.id), eq(plants.plantCode, ids.shipToPlantCode)))
    .where(eq(buyer.id, ids.buyerCompanyId));
  if (!row) throw new Error(`ASN parties ${JSON.stringify(ids)} are missing`);
  const { timeZone, isCreateLabel, isCreateInvoice, ...names } = row;
  return {
    buyerCompanyId: ids.buyerCompanyId,
    supplierCompanyId: ids.supplierCompanyId,
    shipToPlantCode: ids.shipToPlantCode,
    timeZone: timeZone ?? 'Asia/Shanghai',
    isCreateLabel: isCreateLabel ?? 'N',
    isCreateInvoice: isCreateInvoice ?? 'N',
    header: { ...names, shipToPlantCode: ids.shipToPlantCode },
  };
}

/** Today (yyyy-MM-dd) where the ASN's buyer is. */
export function todayAt(timeZone: string, now = new Date()): string {
  return formatDate(now, timeZone);
}

/** The day before an ISO date. */
export function dayBefore(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
