import type { RowAction } from './row-action.ts';

/** Row actions shown as buttons; the rest go into the row's "more" menu, so the actions stay on one line. */
export const INLINE_ACTIONS = 2;

export type ActionSplit<Row> = { inline: RowAction<Row>[]; more: RowAction<Row>[] };

/** A row's visible actions in declared order: the first two as buttons, any further ones in "more". */
export function splitActions<Row>(visible: readonly RowAction<Row>[]): ActionSplit<Row> {
  return { inline: visible.slice(0, INLINE_ACTIONS), more: visible.slice(INLINE_ACTIONS) };
}
