import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { type ASN_STATUSES, asnDetails, asnHeaders, companies } from '../../src/db/schema/index.ts';

/**
 * ASNs written straight into the ASN tables (the schema of asn.ts), for modules that read ASNs: a test
 * arranges exactly the ASNs it needs without the ASN screens' flow.
 */
export interface NewAsn {
  asnNo: string;
  buyerCompanyId: number;
  supplierCompanyId: number;
  shipToPlantCode: string;
  status: (typeof ASN_STATUSES)[number];
  plateNo?: string;
  /** the schedule lines it ships, in item order */
  lines?: Array<{ scheduleDetailId: number; asnQty: string }>;
}

/** Writes the ASN and its lines; answers the ASN's id. */
export async function createAsn(db: Database, asn: NewAsn): Promise<number> {
  const [row] = await db
    .insert(asnHeaders)
    .values({
      asnNo: asn.asnNo,
      buyerCompanyId: asn.buyerCompanyId,
      supplierCompanyId: asn.supplierCompanyId,
      shipToPlantCode: asn.shipToPlantCode,
      status: asn.status,
      plateNo: asn.plateNo ?? null,
      createdBy: 'test',
      updatedBy: 'test',
    })
    .returning({ id: asnHeaders.id });
  if (!row) throw new Error(`ASN ${asn.asnNo} was not created`);
  const lines = asn.lines ?? [];
  if (lines.length > 0) {
    await db.insert(asnDetails).values(
      lines.map((line, index) => ({
        asnHeaderId: row.id,
        scheduleDetailId: line.scheduleDetailId,
        itemNo: index + 1,
        asnQty: line.asnQty,
      })),
    );
  }
  return row.id;
}

/** Gives a company an address (the gate form's "address of company" falls back to it). */
export async function giveAddress(db: Database, companyId: number, address: string): Promise<void> {
  await db.update(companies).set({ address }).where(eq(companies.id, companyId));
}
