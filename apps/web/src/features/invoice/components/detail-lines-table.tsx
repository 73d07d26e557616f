import type { InvoiceItem } from '@portal/contract/invoice';
import { SaveInvoiceItem } from '@portal/contract/invoice';
import { Form, Input, Select, Table, type TableColumnType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePropertyOptions } from '../../../components/list-kit/query-form/use-property-options.ts';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { requiredInput } from '../../../platform/forms/required-rule.ts';
import { zodRule } from '../../../platform/forms/zod-rule.ts';
import { lineAmount } from './line-amount.ts';
import './price-variance-row.css';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';

export const PRICE_VARIANCE_ROW_CLASS = 'invoice-price-variance-row';

type Column = TableColumnType<InvoiceItem>;
type EditableField = 'unitPrice' | 'cgstRate' | 'sgstRate' | 'igstRate';

const text = (field: keyof InvoiceItem, width = 120): Column => ({ key: field, dataIndex: field, width });
const decimal = (field: keyof InvoiceItem, width = 110): Column => ({
  ...text(field, width),
  align: 'right',
  render: (value: string | null) => renderDecimal(value),
});

type LinesTableProps = {
  items: readonly InvoiceItem[];
  /** India and write-off invoices carry the GST rates and amounts */
  gst: boolean;
  readOnly: boolean;
};

/**
 * The goods receipt lines of an invoice (spec 3 §3): the receipt's fields, the supplier's unit price, WHT
 * rate (from the whtRate list, optional) and GST rates entered per line into the form's `items`, the computed
 * amounts once saved. Lines whose price differs from the price list are yellow (spec 3 §5).
 */
export function DetailLinesTable({ items, gst, readOnly }: LinesTableProps) {
  const { t } = useTranslation('invoice');
  const editableInput = (field: EditableField, scale: number): Column => ({
    key: field,
    width: field === 'unitPrice' ? 140 : 100,
    render: (_value: unknown, _item: InvoiceItem, index: number) => (
      <Form.Item
        name={['items', index, field]}
        noStyle={false}
        style={{ margin: 0 }}
        rules={[
          ...(field === 'unitPrice' ? [requiredInput(t('fields.unitPrice'))] : []),
          zodRule(SaveInvoiceItem.shape[field], t(scale === 6 ? 'detail.decimal6' : 'detail.decimal2')),
        ]}
      >
        <Input size="small" aria-label={t(`fields.${field}`)} />
      </Form.Item>
    ),
  });
  // nothing to change: plain numbers in the normal text colour, not greyed-out inputs (issue 12)
  const editable = (field: EditableField, scale: number): Column =>
    readOnly ? decimal(field, field === 'unitPrice' ? 140 : 100) : editableInput(field, scale);
  const whtRates = usePropertyOptions('whtRate');
  const whtRateText: Column = {
    ...text('whtRate', 110),
    render: (value: string | null) => whtRates.data?.find((option) => option.value === value)?.label ?? value,
  };
  const whtRateInput: Column = {
    key: 'whtRate',
    width: 110,
    render: (_value: unknown, _item: InvoiceItem, index: number) => (
      <Form.Item name={['items', index, 'whtRate']} style={{ margin: 0 }}>
        <Select
          size="small"
          allowClear
          loading={whtRates.isFetching}
          options={whtRates.data}
          aria-label={t('fields.whtRate')}
          style={{ width: '100%' }}
        />
      </Form.Item>
    ),
  };
  // the amount follows the price as it is typed: what the save will compute (line-amount.ts)
  const liveAmount: Column = {
    key: 'amount',
    width: 120,
    align: 'right',
    render: (_value: unknown, item: InvoiceItem, index: number) => (
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) =>
          renderDecimal(lineAmount(item.grQty, getFieldValue(['items', index, 'unitPrice'])) ?? item.amount)
        }
      </Form.Item>
    ),
  };
  const gstColumns: Column[] = gst
    ? [
        editable('cgstRate', 2),
        decimal('cgstAmount'),
        editable('sgstRate', 2),
        decimal('sgstAmount'),
        editable('igstRate', 2),
        decimal('igstAmount'),
      ]
    : [];
  const columns: Column[] = [
    { ...text('grNo', 130), fixed: 'left' as const },
    text('grDateStr'),
    text('asnNo', 180),
    text('orderNo', 130),
    text('poLineNo', 100),
    text('partNo', 130),
    { ...text('partDesc', 180), ellipsis: true },
    decimal('grQty'),
    text('poUom', 80),
    text('currency', 80),
    decimal('grUnitPrice', 120),
    editable('unitPrice', 6),
    readOnly ? decimal('amount', 120) : liveAmount,
    text('priceListCode', 130),
    ...gstColumns,
    readOnly ? whtRateText : whtRateInput,
    decimal('whtAmount'),
  ].map((column) => ({ ...column, title: t(`fields.${String(column.key)}`) }));
  const varied = items.some((item) => item.priceVariance === 'Y');
  return (
    <>
      <Table<InvoiceItem>
        rowKey="grId"
        size="small"
        bordered
        columns={readableColumns(columns)}
        dataSource={[...items]}
        pagination={false}
        scroll={{ x: 'max-content', y: 420 }}
        rowClassName={(item) => (item.priceVariance === 'Y' ? PRICE_VARIANCE_ROW_CLASS : '')}
      />
      {varied && (
        <Typography.Text type="secondary" className="invoice-price-variance-legend">
          <span className="invoice-price-variance-swatch" aria-hidden />
          {t('detail.priceVarianceLegend')}
        </Typography.Text>
      )}
    </>
  );
}
