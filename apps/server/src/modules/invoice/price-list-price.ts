import { type SQL, sql } from 'drizzle-orm';
import { goodsReceipts, partPrices } from '../../db/schema/index.ts';

/**
 * The price-list price of a goods receipt: the price of its buyer, supplier, part and price list code that
 * is effective on the receipt date (at most one is, by the price list's exclusion constraint); null when
 * none is, or the receipt names no price list.
 */
export const priceListPriceOfReceipt: SQL<string | null> = sql<string | null>`(
  select ${partPrices.unitPrice} from ${partPrices}
  where ${partPrices.buyerCompanyId} = ${goodsReceipts.buyerCompanyId}
    and ${partPrices.supplierCompanyId} = ${goodsReceipts.supplierCompanyId}
    and ${partPrices.partNo} = ${goodsReceipts.partNo}
    and ${partPrices.priceListCode} = ${goodsReceipts.priceListCode}
    and ${partPrices.effectiveFrom} <= ${goodsReceipts.grDate}
    and (${partPrices.effectiveTo} is null or ${partPrices.effectiveTo} >= ${goodsReceipts.grDate})
  limit 1)`;

/** The part description the price list carries for the receipt's part (null when unknown). */
export const partDescOfReceipt: SQL<string | null> = sql<string | null>`(
  select ${partPrices.partDesc} from ${partPrices}
  where ${partPrices.buyerCompanyId} = ${goodsReceipts.buyerCompanyId}
    and ${partPrices.supplierCompanyId} = ${goodsReceipts.supplierCompanyId}
    and ${partPrices.partNo} = ${goodsReceipts.partNo}
  order by ${partPrices.effectiveFrom} desc limit 1)`;
