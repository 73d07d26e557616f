import type { ReconciliationPartLine, ReconciliationReceipt } from '@portal/contract/reconciliation';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Spin, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { getReconciliationLinesQueryOptions } from '../api/get-reconciliation-lines.ts';

/** The ASN a drawer is of: its id for the call and its number for the title. */
export type DrawerAsn = { asnHeaderId: number; asnNo: string };

type Translate = (key: string) => string;

const partColumns = (t: Translate): TableColumnsType<ReconciliationPartLine> => [
  {
    dataIndex: 'partNo',
    title: t('fields.partNo'),
    width: 200,
    // a received part the ASN does not carry is tagged beside its number
    render: (partNo: string, line) => (
      <Flex gap={4} wrap>
        {partNo}
        {!line.onAsn && <Tag color="magenta">{t('drawer.notOnAsn')}</Tag>}
      </Flex>
    ),
  },
  { dataIndex: 'orderNo', title: t('fields.orderNo'), width: 120 },
  { dataIndex: 'poLineNo', title: t('fields.poLineNo'), width: 90 },
  { dataIndex: 'shippedQty', title: t('fields.shippedQty'), align: 'right', render: renderDecimal },
  {
    dataIndex: 'receivedQty',
    title: t('fields.receivedQty'),
    align: 'right',
    render: (received: string, line) => (
      <Typography.Text type={Number(received) === Number(line.shippedQty) ? undefined : 'danger'}>
        {renderDecimal(received)}
      </Typography.Text>
    ),
  },
];

const receiptColumns = (t: Translate): TableColumnsType<ReconciliationReceipt> => [
  { dataIndex: 'grNo', title: t('fields.grNo'), width: 130 },
  { dataIndex: 'grLineNo', title: t('fields.grLineNo'), width: 80 },
  { dataIndex: 'partNo', title: t('fields.partNo'), width: 120 },
  { dataIndex: 'qty', title: t('fields.qty'), align: 'right', render: renderDecimal },
  { dataIndex: 'grDateStr', title: t('fields.grDate'), width: 110 },
];

/**
 * One ASN part by part (issue 16): what was shipped against what was received (a difference in red, a
 * received part the ASN does not carry tagged), then every receipt against it. The server decides what the
 * caller may read; another supplier's ASN answers "not found".
 */
export function ReconciliationDrawer({ asn, onClose }: { asn: DrawerAsn; onClose: () => void }) {
  const { t } = useTranslation('reconciliation');
  const lines = useQuery(getReconciliationLinesQueryOptions(asn.asnHeaderId));
  return (
    <Drawer open size={640} title={t('drawer.title', { asnNo: asn.asnNo })} onClose={onClose} destroyOnHidden>
      {lines.isPending ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Typography.Title level={5}>{t('drawer.parts')}</Typography.Title>
          <Table
            size="small"
            rowKey={(line) => `${line.orderNo}/${line.poLineNo}/${line.partNo}`}
            columns={partColumns(t)}
            dataSource={lines.data?.parts ?? []}
            pagination={false}
          />
          <Typography.Title level={5}>{t('drawer.receipts')}</Typography.Title>
          <Table
            size="small"
            rowKey={(receipt) => `${receipt.grNo}/${receipt.grLineNo}`}
            columns={receiptColumns(t)}
            dataSource={lines.data?.receipts ?? []}
            pagination={false}
            locale={{ emptyText: t('drawer.noReceipts') }}
          />
        </Flex>
      )}
    </Drawer>
  );
}
