import { FileAddOutlined, LinkOutlined } from '@ant-design/icons';
import type { InvoiceAsnRow, InvoiceType } from '@portal/contract/invoice';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ListRowSelection } from '../../../components/list-kit/table/list-row-selection.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import { getInvoiceAsnPageQueryOptions, type InvoiceAsnPageInput } from '../api/get-invoice-asn-page.ts';
import { INVOICE_CREATE_COLUMNS } from '../components/create-columns.tsx';
import { acceptSelection, createProblem, type SelectionNotice } from '../components/create-selection.ts';
import { handReceiptsToDetail } from '../components/invoice-handoff.ts';
import { createRouteOf, INVOICE_PROCESSES } from '../components/invoice-processes.ts';

type Toolbar = ToolbarItem<InvoiceAsnRow, InvoiceAsnPageInput>[];

/** The receipt query of the new invoice: the chosen ASNs and what they share. */
function handoffOf(type: InvoiceType, rows: readonly InvoiceAsnRow[]) {
  const [first] = rows as [InvoiceAsnRow, ...InvoiceAsnRow[]];
  return {
    asnNoList: rows.map((row) => row.asnNo),
    supplierCode: first.supplierCode,
    supplierName: first.supplierName,
    companyCode: first.companyCode,
    shipToPlantCode: first.shipToPlantCode,
    ...(type === 'OVERSEA' && first.currency ? { currency: first.currency } : {}),
    ...(first.referCompanyCode ? { referCompanyCode: first.referCompanyCode } : {}),
  };
}

function CreateList({ type }: { type: InvoiceType }) {
  const { t } = useTranslation('invoice');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const supplier = useIsSupplier();
  const process = INVOICE_PROCESSES[type];

  const rowSelection = useMemo<ListRowSelection<InvoiceAsnRow> | undefined>(() => {
    if (!supplier) return undefined;
    const tell = (notice: SelectionNotice) =>
      // spec 3 §5: the Oversea currency rule is an info popup, the write-off rule a message
      notice.key.startsWith('create.')
        ? modal.info({ title: t('create.currencyTitle'), content: t(notice.key, notice.values) })
        : notifier.warning(t(notice.key));
    return {
      accept: (next, previous) => {
        const { rows, notice } = acceptSelection(type, next, previous);
        if (notice) tell(notice);
        return rows;
      },
    };
  }, [supplier, type, modal, t]);

  const toolbar = useMemo<Toolbar>(() => {
    const items: Toolbar = [];
    if (supplier)
      items.push({
        kind: 'button',
        key: 'createInvoice',
        label: 'create.createInvoice',
        icon: <FileAddOutlined />,
        primary: true,
        permission: process.create,
        onClick: ({ selectedRows }) => {
          const problem = createProblem(type, selectedRows);
          if (problem) return notifier.warning(t(problem.key, problem.values));
          handReceiptsToDetail(handoffOf(type, selectedRows));
          navigate(process.detailPath);
        },
      });
    if (type === 'AP')
      items.push({
        kind: 'button',
        key: 'gr',
        label: 'create.goToGr',
        icon: <LinkOutlined />,
        onClick: () => navigate('/gr'),
      });
    return items;
  }, [supplier, type, process, navigate, t]);

  const fixedQuery = useMemo<Partial<InvoiceAsnPageInput>>(
    () => ({ invoiceType: process.listType, ...(type === 'WRITEOFF' ? { isWriteOff: 'Y' } : {}) }),
    [process, type],
  );

  return (
    <ListPage
      ns="invoice"
      columns={INVOICE_CREATE_COLUMNS}
      queryOptions={getInvoiceAsnPageQueryOptions}
      rowKey="asnHeaderId"
      fixedQuery={fixedQuery}
      toolbar={toolbar}
      rowSelection={rowSelection}
    />
  );
}

/**
 * /createApInvoice, /createIndiaInvoice, /createOverseaInvoice, /createWriteoffIndiaInvoice (spec 3 §2.1):
 * ASNs with receipts to invoice. Suppliers choose ASNs under the §5 rules and go on to the detail route of
 * the type; the write-off list asks the India list for write-off ASNs only.
 */
export function InvoiceCreatePage() {
  const { pathname } = useLocation();
  const type = createRouteOf(pathname) ?? 'AP';
  return <CreateList key={type} type={type} />;
}
