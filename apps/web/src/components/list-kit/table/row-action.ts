import type { Permission } from '@portal/contract/permissions';

/** A button of the action column. */
export type RowAction<Row> = {
  key: string;
  /** i18n key in the page's namespace */
  label: string;
  /** button permission checked with hasAuthority; the server enforces it as well */
  permission?: Permission;
  /** shown for this row? (e.g. only Draft rows can be deleted) */
  visible?: (row: Row) => boolean;
  danger?: boolean;
  /**
   * ask first (i18n keys in the page's namespace); declining shows the cancelled notice; `values` fill the
   * question's placeholders from the row (say, which record it acts on)
   */
  confirm?: { question: string; cancelled: string; values?: (row: Row) => Record<string, string> };
  onClick: (row: Row) => void;
};
