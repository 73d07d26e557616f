import { FeedbackInput, type FeedbackRow, type SaveFeedback } from '@portal/contract/schedule';
import { trimDecimal } from '../../../components/list-kit/table/decimal-text.ts';

/** A row of the feedback dialog's form: what the server proposed, with the two fields the supplier fills. */
export type FeedbackFormRow = Omit<FeedbackRow, 'shipQty' | 'etaDateStr'> & {
  shipQty?: string;
  etaDateStr?: string;
};

export type FeedbackValues = { rows: FeedbackFormRow[] };

/** Spec 2 §5 (ShipQtyValid): a ship quantity above 0 with at most 2 decimals, as the contract checks it. */
export const SHIP_QTY = FeedbackInput.shape.shipQty;

export function toFormRows(rows: readonly FeedbackRow[]): FeedbackFormRow[] {
  return rows.map((row) => ({
    ...row,
    shipQty: row.shipQty === null ? undefined : trimDecimal(row.shipQty),
    etaDateStr: row.etaDateStr ?? undefined,
  }));
}

/** Split: another arrival for the same line, to fill in (spec 2 §2: rows can be split). */
export function splitOf(row: FeedbackFormRow): FeedbackFormRow {
  return { ...row, shipQty: undefined, etaDateStr: undefined };
}

/** A row may go while its line keeps another one: every line needs at least one arrival. */
export function canRemove(rows: readonly FeedbackFormRow[], index: number): boolean {
  const id = rows[index]?.deliveryScheduleDetailId;
  return rows.filter((row) => row.deliveryScheduleDetailId === id).length > 1;
}

/** The saveFeedback body: the lines the dialog was opened for and one feedback per row (validated). */
export function feedbackPayload(ids: readonly number[], rows: readonly FeedbackFormRow[]): SaveFeedback {
  return {
    deliveryScheduleDetailIds: [...ids],
    feedbacks: rows.map((row) => ({
      deliveryScheduleDetailId: row.deliveryScheduleDetailId,
      shipQty: (row.shipQty ?? '').trim(),
      etaDateStr: row.etaDateStr ?? '',
    })),
  };
}
