import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  companies,
  companyTolerances,
  goodsReceipts,
  invoiceHeaders,
  invoiceLines,
} from '../../db/schema/index.ts';
import { priceListPriceOfReceipt } from './price-list-price.ts';
import type { MatchResult } from './price-match.ts';

/** Each line of an invoice with the price list's price on its receipt date (null: none effective). */
export function linesToMatch(db: Queryable, invoiceHeaderId: number) {
  return db
    .select({
      lineId: invoiceLines.id,
      grNo: goodsReceipts.grNo,
      unitPrice: invoiceLines.unitPrice,
      listPrice: priceListPriceOfReceipt,
      /** qty x price-list price rounded to the cent: what the line should amount to */
      listAmount: sql<string | null>`round(${invoiceLines.qty} * ${priceListPriceOfReceipt}, 2)`,
    })
    .from(invoiceLines)
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, invoiceLines.grId))
    .where(eq(invoiceLines.invoiceHeaderId, invoiceHeaderId))
    .orderBy(goodsReceipts.grNo, goodsReceipts.grLineNo);
}

export type LineToMatch = Awaited<ReturnType<typeof linesToMatch>>[number];

function toleranceOf(kind: 'tax' | 'amount') {
  return sql<string | null>`(select ${companyTolerances.toleranceAmount} from ${companyTolerances}
    where ${companyTolerances.companyId} = ${invoiceHeaders.buyerCompanyId}
      and ${companyTolerances.kind} = ${kind} and ${companyTolerances.currency} = ${invoiceHeaders.currency})`;
}

/** The invoice's amounts and its buyer company's tolerances (tax info), per cent and per currency. */
export async function matchTerms(db: Queryable, invoiceHeaderId: number) {
  const [row] = await db
    .select({
      baseAmount: invoiceHeaders.baseAmount,
      taxAmount: invoiceHeaders.taxAmount,
      expectedTax: sql<string>`round(${invoiceHeaders.baseAmount} * coalesce(${companies.taxRate}, 0) / 100, 2)`,
      unitPriceTolerance: companies.unitPriceTolerance,
      totalAmountTolerance: companies.totalAmountTolerance,
      amountTolerance: toleranceOf('amount'),
      taxTolerance: toleranceOf('tax'),
    })
    .from(invoiceHeaders)
    .innerJoin(companies, eq(companies.id, invoiceHeaders.buyerCompanyId))
    .where(eq(invoiceHeaders.id, invoiceHeaderId));
  if (!row) throw new Error(`invoice ${invoiceHeaderId} vanished while locked`);
  return row;
}

export type MatchTerms = Awaited<ReturnType<typeof matchTerms>>;

/** Records what the match found on each line, for the detail screen's highlighted rows. */
export async function storeLineChecks(db: Queryable, result: MatchResult, userCode: string): Promise<void> {
  for (const line of result.lines) {
    await db
      .update(invoiceLines)
      .set({
        priceListPrice: line.listPrice,
        priceCheckStatus: line.passed ? 'Passed' : 'Failed',
        updatedBy: userCode,
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoiceLines.id, line.lineId)));
  }
}
