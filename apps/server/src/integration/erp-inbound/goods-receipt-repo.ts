import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { goodsReceipts } from '../../db/schema/index.ts';

/**
 * Serialises deliveries of one goods receipt document until the transaction ends, so the same document
 * sent twice at once is stored once.
 */
export async function lockGoodsReceipt(db: Queryable, buyerCompanyId: number, grNo: string): Promise<void> {
  const name = `goods-receipt:${buyerCompanyId}:${grNo}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** Lines of this goods receipt received before, by line number. */
export async function receivedLines(db: Queryable, buyerCompanyId: number, grNo: string) {
  const rows = await db
    .select({
      id: goodsReceipts.id,
      grLineNo: goodsReceipts.grLineNo,
      contentHash: goodsReceipts.contentHash,
    })
    .from(goodsReceipts)
    .where(and(eq(goodsReceipts.buyerCompanyId, buyerCompanyId), eq(goodsReceipts.grNo, grNo)));
  return new Map(rows.map((row) => [row.grLineNo, row]));
}

export type NewReceiptLine = Omit<typeof goodsReceipts.$inferInsert, 'amount'> & {
  /** the ERP's amount; without it qty x price rounded to 2 decimals, computed exactly by the database */
  amount: string | null;
};

/** Stores new receipt lines in one statement; answers their ids by line number. */
export async function insertReceiptLines(db: Queryable, lines: NewReceiptLine[]) {
  if (lines.length === 0) return new Map<string, number>();
  const rows = await db
    .insert(goodsReceipts)
    .values(
      lines.map((line) => ({
        ...line,
        amount: line.amount ?? sql`round(${line.qty}::numeric * ${line.grUnitPrice}::numeric, 2)`,
      })),
    )
    .returning({ id: goodsReceipts.id, grLineNo: goodsReceipts.grLineNo });
  return new Map(rows.map((row) => [row.grLineNo, row.id]));
}
