import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { toScaled } from '../../platform/decimal.ts';

/** The most packages an ASN line may declare (spec 2 §5: package count at most 999). */
const MAX_PACKAGES = 999;

/**
 * How the supplier packs each part for the buyer (master data Packaging): the quantity per package of its
 * packaging still valid today, the lowest packaging number first when there are several. One query.
 */
export async function qtyPerPackageOfParts(
  db: Queryable,
  parties: { buyerCompanyId: number; supplierCompanyId: number },
  partNos: readonly string[],
): Promise<Map<string, string>> {
  if (partNos.length === 0) return new Map();
  const rows = await db.execute<{ partNo: string; qty: string }>(sql`
    select distinct on (part_no) part_no as "partNo", qty_per_package::text as qty
      from packagings
     where buyer_company_id = ${parties.buyerCompanyId} and supplier_company_id = ${parties.supplierCompanyId}
       and part_no = any(${sql.param([...new Set(partNos)])}::text[])
       and (valid_date is null or valid_date >= current_date)
     order by part_no, packaging_no`);
  return new Map(rows.rows.map((row) => [row.partNo, row.qty]));
}

/**
 * What the wizard proposes for a line from its part's packaging: the quantity per package and the number
 * of packages the quantity fills (the last one may hold less); nothing beyond 999 packages, for less than
 * one package, or without a packaging.
 */
export function packingOf(asnQty: string, qtyPerPackage: string | undefined) {
  if (!qtyPerPackage) return { lotSizeQty: null, packQty: null };
  const total = toScaled(asnQty, 5);
  const each = toScaled(qtyPerPackage, 5);
  // a quantity below one package proposes nothing: the quantity per package may not exceed the line's
  if (total <= 0n || each <= 0n || each > total) return { lotSizeQty: null, packQty: null };
  const packages = Number((total + each - 1n) / each);
  if (packages > MAX_PACKAGES) return { lotSizeQty: null, packQty: null };
  return { lotSizeQty: qtyPerPackage, packQty: packages };
}
