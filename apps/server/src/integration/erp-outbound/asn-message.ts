import { asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  asnDetails,
  asnHeaders,
  asnPackages,
  companies,
  scheduleDetails,
  scheduleHeaders,
} from '../../db/schema/index.ts';

/** The ASN as the ERP receives it (ws type ASN_SEND): numbers and codes only, times in UTC (ISO 8601). */
export interface AsnMessage {
  asnNo: string;
  buyerCompanyCode: string;
  shipToPlantCode: string;
  supplierCode: string;
  invoiceNo: string | null;
  dispatchTime: string | null;
  planArrivalTime: string | null;
  carrierCode: string | null;
  plateNo: string | null;
  lines: Array<{
    itemNo: number;
    releaseNo: string;
    orderNo: string;
    lineNo: string;
    partNo: string;
    deliveryDate: string;
    asnQty: string;
    uom: string;
    lotNo: string | null;
  }>;
  packages: Array<{ partNo: string; packageNo: string; qty: string }>;
}

const iso = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Builds the ERP message of an ASN from what is stored (inside the send's transaction). */
export async function asnMessageOf(db: Queryable, asnHeaderId: number): Promise<AsnMessage> {
  const buyer = sql`(select ${companies.companyCode} from ${companies} where ${companies.id} = ${asnHeaders.buyerCompanyId})`;
  const supplier = sql`(select ${companies.companyCode} from ${companies} where ${companies.id} = ${asnHeaders.supplierCompanyId})`;
  const [header] = await db
    .select({
      asnNo: asnHeaders.asnNo,
      buyerCompanyCode: sql<string>`${buyer}`,
      shipToPlantCode: asnHeaders.shipToPlantCode,
      supplierCode: sql<string>`${supplier}`,
      invoiceNo: asnHeaders.invoiceNo,
      dispatchTime: iso(asnHeaders.dispatchTime),
      planArrivalTime: iso(asnHeaders.planArrivalTime),
      carrierCode: asnHeaders.carrierCode,
      plateNo: asnHeaders.plateNo,
    })
    .from(asnHeaders)
    .where(eq(asnHeaders.id, asnHeaderId));
  if (!header) throw new Error(`ASN ${asnHeaderId} is missing`);
  const lines = await db
    .select({
      itemNo: asnDetails.itemNo,
      releaseNo: scheduleHeaders.releaseNo,
      orderNo: scheduleHeaders.orderNo,
      lineNo: scheduleHeaders.lineNo,
      partNo: scheduleHeaders.partNo,
      deliveryDate: sql<string>`${scheduleDetails.deliveryDate}::text`,
      asnQty: asnDetails.asnQty,
      uom: sql<string>`coalesce(${scheduleHeaders.unit}, '')`,
      lotNo: asnDetails.lotNo,
    })
    .from(asnDetails)
    .innerJoin(scheduleDetails, eq(scheduleDetails.id, asnDetails.scheduleDetailId))
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .where(eq(asnDetails.asnHeaderId, asnHeaderId))
    .orderBy(asc(asnDetails.itemNo));
  const packages = await db
    .select({ partNo: asnPackages.partNo, packageNo: asnPackages.packageNo, qty: asnPackages.qtyOfPackaging })
    .from(asnPackages)
    .where(eq(asnPackages.asnHeaderId, asnHeaderId))
    .orderBy(asc(asnPackages.id));
  return { ...header, lines, packages };
}
