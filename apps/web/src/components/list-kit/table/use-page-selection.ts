import { useState } from 'react';
import type { ListRowSelection } from './list-row-selection.ts';

/** Chosen rows of the page on screen: another page, sort or search starts with none chosen. */
export function usePageSelection<Row>(pageKey: string, rowSelection: ListRowSelection<Row> | undefined) {
  const [selection, setSelection] = useState<{ pageKey: string; rows: Row[] }>({ pageKey, rows: [] });
  const selectedRows = selection.pageKey === pageKey ? selection.rows : [];
  const select = (proposed: Row[]) => {
    const rows = rowSelection?.accept ? rowSelection.accept(proposed, selectedRows) : proposed;
    setSelection({ pageKey, rows });
    rowSelection?.onChange?.(rows);
  };
  return { selectedRows, select };
}
