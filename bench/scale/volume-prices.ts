// The bench's price lists follow one formula, so the goods receipts can take the price effective on their date
// without a lookup per row: five half-year periods per part (the last open-ended), starting PRICE_BASE_DAYS
// before today, each 2 % above the one before.
import { type SQL, sql } from 'drizzle-orm';

export const PRICE_BASE_DAYS = 800;
export const PRICE_PERIOD_DAYS = 182;
export const PRICE_PERIODS = 5;

/** The unit price of bench part `n` in period `p` (SQL expressions), exact at 6 decimals. */
export function benchUnitPrice(n: SQL, period: SQL): SQL {
  return sql`round((5 + (${n} % 200) * 0.25) * (1 + ${period} * 0.02), 6)`;
}

/** The price period a date falls in: before the first period counts as the first. */
export function benchPricePeriod(day: SQL): SQL {
  return sql`least(${PRICE_PERIODS - 1}, greatest(0, (${day} - (current_date - ${PRICE_BASE_DAYS}::int)) / ${PRICE_PERIOD_DAYS}))`;
}

/** The buyer company's own currency (the demo's two buyers). */
export function homeCurrency(buyerCode: SQL): SQL {
  return sql`case when ${buyerCode} = 'ADTH' then 'THB' else 'CNY' end`;
}
