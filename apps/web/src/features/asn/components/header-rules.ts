import { SaveAsnHeader } from '@portal/contract/asn';
import type { YesNo } from '@portal/contract/common';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/**
 * Spec 2 §5, the ASN header (tab general). Checks answer the key of their message (`asn:rules.<key>`) or
 * null. Drafts may lack the shipment and arrival times; both are required to send (docs/decisions.md).
 */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const MAX_INVOICE_NO = 20;
const MEASURE = SaveAsnHeader.shape.netWeight.unwrap();

const time = (value: string | undefined) => (value ? dayjs(value, DATE_TIME_FORMAT) : null);

export function dispatchTimeProblem(
  dispatch: string | undefined,
  arrival: string | undefined,
  sending: boolean,
): string | null {
  if (!dispatch) return sending ? 'dispatchReq' : null;
  const from = time(dispatch);
  const to = time(arrival);
  return from && to && from.isAfter(to) ? 'dateValid1' : null;
}

/** Planned arrival: not earlier than yesterday. */
export function planArrivalProblem(
  arrival: string | undefined,
  sending: boolean,
  today: Dayjs = dayjs(),
): string | null {
  if (!arrival) return sending ? 'planArrivalReq' : null;
  return time(arrival)?.isBefore(today.subtract(1, 'day'), 'day') ? 'planArrivalPast' : null;
}

/** Invoice number: required when the supplier sends its invoice with the ASN; at most 20 characters. */
export function invoiceNoProblem(value: string | undefined, isCreateInvoice: YesNo): string | null {
  const text = value?.trim() ?? '';
  if (!text) return isCreateInvoice === 'Y' ? 'invoiceNoReq' : null;
  return text.length > MAX_INVOICE_NO ? 'invoiceNoLength' : null;
}

/** Weights and volume: 0 or more, at most 3 decimals. */
export function measureProblem(value: string | undefined): string | null {
  const text = value?.trim();
  return text && !MEASURE.safeParse(text).success ? 'measureValid' : null;
}

/** Number of pallets: a whole number from 0 to 999. */
export function palletsProblem(value: string | undefined): string | null {
  const text = value?.trim();
  return text && !/^(0|[1-9]\d{0,2})$/.test(text) ? 'palletsValid' : null;
}
