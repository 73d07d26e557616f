import type { EndpointDef } from '@portal/contract/endpoint';
import type { Permission } from '@portal/contract/permissions';
import type { ReactNode } from 'react';

/** What a toolbar button may act on: the searched filters, the chosen rows, a refresh of the list. */
export type ToolbarContext<Row, Query> = {
  /** filters of the last search (no paging), as the list call received them */
  query: Partial<Query>;
  selectedRows: readonly Row[];
  refresh: () => void;
};

type ToolbarCommon = {
  /** i18n key in the page's namespace; download and upload have defaults in `listKit` */
  label?: string;
  /** shown only when the user holds this permission */
  permission?: Permission;
};

/** Download of the filtered list (the searched filters and the sort go along). */
export type DownloadItem = ToolbarCommon & { kind: 'download'; endpoint: EndpointDef; fileName?: string };

/** Upload through the shared upload dialog. */
export type UploadItem = ToolbarCommon & {
  kind: 'upload';
  endpoint: EndpointDef;
  /** template download link of the dialog; leave out where the spec shows none (over-shipment upload) */
  template?: { endpoint: EndpointDef; fileName?: string };
  /** i18n key of the dialog title in the page's namespace */
  title?: string;
  /** extra multipart text fields */
  fields?: Record<string, string>;
};

export type ButtonItem<Row, Query> = ToolbarCommon & {
  kind: 'button';
  key: string;
  label: string;
  icon?: ReactNode;
  primary?: boolean;
  disabled?: (context: ToolbarContext<Row, Query>) => boolean;
  /** i18n key of why the button is off, shown on hover while it is */
  disabledHint?: string;
  onClick: (context: ToolbarContext<Row, Query>) => void;
};

export type ToolbarItem<Row, Query> = DownloadItem | UploadItem | ButtonItem<Row, Query>;
