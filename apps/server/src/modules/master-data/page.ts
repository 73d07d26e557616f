import type { DataPage } from '@portal/contract/common';
import { pageCount } from '../../platform/lists/paging.ts';

/** The `data/total/pages` reply of a list call. */
export function dataPageOf<Row>(rows: Row[], total: number, size: number): DataPage<Row> {
  return { data: rows, total, pages: pageCount(total, size) };
}
