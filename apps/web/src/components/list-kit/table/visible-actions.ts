import type { Permission } from '@portal/contract/permissions';
import type { RowAction } from './row-action.ts';

/** The actions a row shows: the user holds the permission and the row allows it. */
export function visibleActions<Row>(
  actions: readonly RowAction<Row>[],
  row: Row,
  has: (permission: Permission) => boolean,
): RowAction<Row>[] {
  return actions.filter(
    (action) => (!action.permission || has(action.permission)) && (!action.visible || action.visible(row)),
  );
}
