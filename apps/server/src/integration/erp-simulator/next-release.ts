import type { ScheduleReleaseInput } from '@portal/contract/erp-inbound';

/** An order line as the simulator knows it: who ships what where, and its latest requested quantities. */
export interface SimulatedOrderLine {
  buyerCompanyCode: string;
  orderNo: string;
  lineNo: string;
  partNo: string;
  shipToPlant: string;
  supplierCode: string;
  model: string | null;
  planner: string | null;
  /** standard package quantity: quantities are multiples of it */
  lotSize: number;
  /** latest requested quantity by delivery date (yyyy-MM-dd) */
  previous: ReadonlyMap<string, number>;
}

const WEEKS = 12;
const FIRM_WEEKS = 4;

function isoDay(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Monday after `today` (yyyy-MM-dd). */
function nextMonday(today: string): Date {
  const date = new Date(`${today}T00:00:00Z`);
  const ahead = (8 - date.getUTCDay()) % 7 || 7;
  return new Date(date.getTime() + ahead * 86_400_000);
}

/** A quantity near the previous one (within ±15 %), else a fresh one, always whole packages. */
function quantity(line: SimulatedOrderLine, previous: number | undefined, random: () => number): string {
  const packages = previous
    ? Math.max(1, Math.round((previous * (0.85 + random() * 0.3)) / line.lotSize))
    : 2 + Math.floor(random() * 9);
  return String(packages * line.lotSize);
}

/**
 * The ERP's next weekly release for some order lines: twelve weeks from next Monday, the first four firm,
 * quantities drifting from the last release as real demand does. One release per buyer company.
 */
export function nextReleases(
  lines: readonly SimulatedOrderLine[],
  today: string,
  releaseNo: string,
  random: () => number,
): ScheduleReleaseInput[] {
  const monday = nextMonday(today);
  const byBuyer = new Map<string, SimulatedOrderLine[]>();
  for (const line of lines)
    byBuyer.set(line.buyerCompanyCode, [...(byBuyer.get(line.buyerCompanyCode) ?? []), line]);
  return [...byBuyer].map(([buyerCompanyCode, buyerLines]) => ({
    releaseNo: `${releaseNo}-${buyerCompanyCode}`,
    releaseDate: today,
    buyerCompanyCode,
    lines: buyerLines.map((line) => ({
      orderNo: line.orderNo,
      lineNo: line.lineNo,
      partNo: line.partNo,
      shipToPlant: line.shipToPlant,
      supplierCode: line.supplierCode,
      ...(line.model ? { model: line.model } : {}),
      ...(line.planner ? { planner: line.planner } : {}),
      details: Array.from({ length: WEEKS }, (_, week) => {
        const deliveryDate = isoDay(monday, week * 7);
        return {
          deliveryDate,
          scheduleType: week < FIRM_WEEKS ? ('Firm' as const) : ('Forecast' as const),
          requestQty: quantity(line, line.previous.get(deliveryDate), random),
          bucket: 'WEEK',
        };
      }),
    })),
  }));
}
