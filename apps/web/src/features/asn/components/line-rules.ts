import { type AsnDetailLine, SaveAsnDetail } from '@portal/contract/asn';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { exceeds, packageCount } from './decimal-math.ts';

/**
 * Spec 2 §5, the lines of an ASN. Each check answers the key of its message (`asn:rules.<key>`) or null.
 * Quantities are decimal strings compared exactly.
 */
/** The contract's own field rules: the web refuses exactly what the server would. */
const ASN_QTY = SaveAsnDetail.shape.asnQty;
const LOT_SIZE = SaveAsnDetail.shape.lotSizeQty.unwrap();
export const MAX_PACKAGES = 999;
export const MAX_LOT_NO = 20;

const blank = (value: string | undefined) => !value?.trim();

type ShipLimit = Pick<AsnDetailLine, 'unshippedQty' | 'maxAsnQty'>;

/** True when the supplier may ship more than the line's unshipped quantity (its over-shipment tolerance). */
export function overShips(line: ShipLimit): boolean {
  return line.maxAsnQty === null || exceeds(line.maxAsnQty, line.unshippedQty);
}

/**
 * ASN quantity: required, > 0, at most 5 decimals, not more than the line may ship: the unshipped quantity
 * (spec 2 §5) or, for a supplier allowed to over-ship, that plus its tolerance (`maxAsnQty`, null = no limit).
 */
export function asnQtyProblem(value: string | undefined, line: ShipLimit): string | null {
  if (blank(value)) return 'asnQtyReq';
  if (!ASN_QTY.safeParse(value).success) return 'asnQtyValid';
  if (line.maxAsnQty === null || !exceeds(value?.trim(), line.maxAsnQty)) return null;
  return overShips(line) ? 'asnQtyOverTolerance' : 'asnQtyExceeds';
}

/** Quantity per package (lot size): required, > 0, at most 2 decimals, not more than the ASN quantity. */
export function lotSizeProblem(value: string | undefined, asnQty: string | undefined): string | null {
  if (blank(value)) return 'lotSizeReq';
  if (!LOT_SIZE.safeParse(value).success) return 'lotSizeValid';
  if (exceeds(value?.trim(), asnQty?.trim())) return 'lotSizeExceeds';
  const count = packageCount(asnQty?.trim(), value?.trim());
  return count !== null && count > MAX_PACKAGES ? 'packCountMax' : null;
}

/** Batch number: 1 to 20 characters when given. */
export function lotNoProblem(value: string | undefined): string | null {
  return (value?.trim().length ?? 0) > MAX_LOT_NO ? 'lotNoLength' : null;
}

/** Production date (yyyy-MM-dd): not in the future. */
export function productionDateProblem(value: string | undefined, today: Dayjs = dayjs()): string | null {
  if (!value) return null;
  return dayjs(value, 'YYYY-MM-DD').isAfter(today, 'day') ? 'productionDateFuture' : null;
}

/** Packages per pallet: required, a whole number > 0, not more than the packages of the line. */
export function packPerPalletProblem(
  value: string | undefined,
  asnQty: string | undefined,
  lotSizeQty: string | undefined,
): string | null {
  if (blank(value)) return 'packPerPalletReq';
  const text = value?.trim() ?? '';
  if (!/^[1-9]\d{0,5}$/.test(text)) return 'packPerPalletValid';
  const packages = packageCount(asnQty?.trim(), lotSizeQty?.trim());
  return packages !== null && Number(text) > packages ? 'packPerPalletExceeds' : null;
}
