import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import { type InvoiceRow, invoiceEndpoints } from '@portal/contract/invoice';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import { ALERT_ROW_CLASS } from '../../../components/list-kit/table/alert-row.ts';
import type { ToolbarContext, ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import { downloadEndpoint } from '../../../platform/http/download-endpoint.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useLoginInfo } from '../../../platform/session/use-login-info.ts';
import {
  type BatchPreview,
  getBatchPreview,
  type InvoiceFilterInput,
  useBatchSend,
} from '../api/batch-send.ts';
import type { InvoicePageInput } from '../api/get-invoice-page.ts';
import { BatchSendDialog } from '../components/batch-send-dialog.tsx';
import { invoiceListScreen } from '../components/invoice-list-screen.ts';
import { forgetDetailVisit, rememberedFilters, rememberFilters } from '../components/list-memory.ts';
import { listButtons } from '../components/row-rights.ts';
import { useInvoiceActions } from '../components/use-invoice-actions.tsx';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { invoiceListScreen, invoiceOpeningPresets } from '../components/invoice-list-screen.ts';

type Context = ToolbarContext<InvoiceRow, InvoicePageInput>;
type Toolbar = ToolbarItem<InvoiceRow, InvoicePageInput>[];

/** The searched filters without paging and sort: what the batch send and its memo list take. */
function filtersOf({ query }: Context): InvoiceFilterInput {
  const { pageNo: _page, size: _size, sort: _sort, sortName: _sortName, ...filters } = query;
  return filters;
}

const TIMELINE: TimelineOf<InvoiceRow> = {
  recordType: 'invoice',
  recordId: (row) => row.invoiceHeaderId,
  name: (row) => row.invoiceNo,
};

const failedRow = (row: InvoiceRow) => (row.matchStatus === 'Failed' ? ALERT_ROW_CLASS : '');

/**
 * /queryInvoice (spec 3 §2.2): the invoices with every filter of the spec (buyer-only filters for buyers),
 * remembered on the way back from a detail route; Failed price matches highlighted; the supplier's or
 * the buyer's actions; the downloads and the batch send for the roles that have them.
 */
export function InvoiceQueryPage() {
  const { t } = useTranslation('invoice');
  const login = useLoginInfo();
  const isSupplier = login?.userType === 'S';
  const roleNames = login?.roleNameList;
  const screen = useMemo(() => invoiceListScreen(isSupplier), [isSupplier]);
  const [presets] = useState(rememberedFilters);
  useEffect(forgetDetailVisit, []);
  const { actions: rowActions, dialogs } = useInvoiceActions();
  const history = useTimeline(TIMELINE);
  const actions = useMemo(() => [...rowActions, ...history.actions], [rowActions, history.actions]);
  const batchSend = useBatchSend();
  const [batch, setBatch] = useState<(BatchPreview & { filters: InvoiceFilterInput }) | null>(null);

  const toolbar = useMemo<Toolbar>(() => {
    const buttons = listButtons({ isSupplier, roleNames: roleNames ?? [] });
    const items: Toolbar = [{ kind: 'download', endpoint: invoiceEndpoints.downloadInvoiceList }];
    if (buttons.wht)
      items.push({ kind: 'download', endpoint: invoiceEndpoints.downloadWht, label: 'buttons.downloadWht' });
    if (buttons.itemInfo)
      items.push({
        kind: 'button',
        key: 'itemInfo',
        label: 'buttons.downloadItemInfo',
        icon: <DownloadOutlined />,
        onClick: (context) => {
          const { type, ...rest } = context.query;
          // spec 3 §5: the invoice detail download is of one process type
          if (!type) return notifier.warning(t('gr.ProcessTypeRequired'));
          void downloadEndpoint(invoiceEndpoints.downloadItemInfo, { body: { ...rest, type } });
        },
      });
    if (buttons.batchSend)
      items.push({
        kind: 'button',
        key: 'batchSend',
        label: 'buttons.batchSend',
        icon: <SendOutlined />,
        onClick: (context) => {
          const filters = filtersOf(context);
          void getBatchPreview(filters).then((preview) => setBatch({ ...preview, filters }));
        },
      });
    return items;
  }, [isSupplier, roleNames, t]);

  return (
    <>
      <ListPage
        {...screen}
        ns="invoice"
        rowKey="invoiceHeaderId"
        toolbar={toolbar}
        actions={actions}
        rowClassName={failedRow}
        presetValues={presets}
        onFilterChange={rememberFilters}
      />
      {dialogs}
      {history.drawer}
      <BatchSendDialog
        preview={batch}
        onClose={() => setBatch(null)}
        onOk={(input) => batch && batchSend.mutate({ ...batch.filters, ...input })}
      />
    </>
  );
}
