import type { TablePaginationConfig } from 'antd';
import type { ListPaging } from '../query/build-list-query.ts';

/** Spec: sizes 10, 20, 30, 50, 100, 500, default 10; lists may narrow them (company table: no 30). */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 30, 50, 100, 500];
export const DEFAULT_PAGE_SIZE = 10;

type PaginationInput = {
  paging: ListPaging;
  total: number;
  pageSizes: readonly number[];
  showTotal: (total: number) => string;
};

/**
 * Server paging with the spec's pager: total, sizes, prev, 5 page buttons, next, jumper.
 * `showLessItems` keeps the window to the current page and one on each side plus first and last,
 * which is at most 5 page buttons.
 */
export function listPagination({
  paging,
  total,
  pageSizes,
  showTotal,
}: PaginationInput): TablePaginationConfig {
  return {
    current: paging.pageNo,
    pageSize: paging.size,
    total,
    pageSizeOptions: [...pageSizes],
    showSizeChanger: true,
    showQuickJumper: true,
    showLessItems: true,
    showTotal,
    placement: ['bottomEnd'],
  };
}
