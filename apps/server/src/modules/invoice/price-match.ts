import { sumDecimals, toScaled } from '../../platform/decimal.ts';
import type { LineToMatch, MatchTerms } from './price-match-repo.ts';

/**
 * The price match of an invoice (DESIGN §5): each line's unit price against the price list's price on its
 * receipt date within the buyer company's unit price tolerance (%); the invoice's base amount against the
 * price-list amount within the total amount tolerance (%) and, when the company sets one for the currency,
 * within that amount too; the tax against base x tax rate within the currency's tax tolerance (0 unset).
 * A line without a price-list price fails. All comparisons are exact (scaled integers, no floats).
 */
export interface MatchResult {
  passed: boolean;
  lines: { lineId: number; grNo: string; unitPrice: string; listPrice: string | null; passed: boolean }[];
  totalPassed: boolean;
  taxPassed: boolean;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/** |actual - expected| <= expected x percent / 100, with prices at 6 decimals and the percent at 2. */
function withinPercent(actual: string, expected: string, percent: string | null, scale: number): boolean {
  const difference = abs(toScaled(actual, scale) - toScaled(expected, scale));
  return difference * 10_000n <= toScaled(expected, scale) * toScaled(percent ?? '0', 2);
}

/** |actual - expected| <= tolerance, money at 2 decimals and the tolerance amount at 5. */
function withinAmount(actual: string, expected: string, tolerance: string | null): boolean {
  const difference = abs(toScaled(actual, 2) - toScaled(expected, 2));
  return difference * 1_000n <= toScaled(tolerance ?? '0', 5);
}

export function matchPrices(lines: readonly LineToMatch[], terms: MatchTerms): MatchResult {
  const checked = lines.map((line) => ({
    lineId: line.lineId,
    grNo: line.grNo,
    unitPrice: line.unitPrice,
    listPrice: line.listPrice,
    passed:
      line.listPrice !== null && withinPercent(line.unitPrice, line.listPrice, terms.unitPriceTolerance, 6),
  }));
  const priced = lines.every((line) => line.listAmount !== null);
  const expectedBase = sumDecimals(
    lines.map((line) => line.listAmount ?? '0'),
    2,
  );
  const totalPassed =
    priced &&
    withinPercent(terms.baseAmount, expectedBase, terms.totalAmountTolerance, 2) &&
    (terms.amountTolerance === null || withinAmount(terms.baseAmount, expectedBase, terms.amountTolerance));
  const taxPassed = withinAmount(terms.taxAmount, terms.expectedTax, terms.taxTolerance);
  return {
    passed: checked.every((line) => line.passed) && totalPassed && taxPassed,
    lines: checked,
    totalPassed,
    taxPassed,
  };
}
