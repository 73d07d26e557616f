import { Button, Form, type FormInstance, Input, Space, Table, type TableColumnsType } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { PlainDatePicker } from '../../../components/form-controls/plain-date-picker.tsx';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';
import { zodRule } from '../../../platform/forms/zod-rule.ts';
import { canRemove, type FeedbackFormRow, type FeedbackValues, SHIP_QTY, splitOf } from './feedback-rows.ts';

/** Spec 2 §9: dialog tables are at most 200 px high. */
const DIALOG_TABLE_HEIGHT = 200;

type FeedbackTableProps = { form: FormInstance<FeedbackValues>; editable: boolean };

function useColumns(
  rows: readonly FeedbackFormRow[],
  editable: boolean,
  list: FormListOperation,
): TableColumnsType<FormListFieldData> {
  const { t } = useTranslation('schedule');
  const row = (field: FormListFieldData) => rows[field.name];
  const shown: TableColumnsType<FormListFieldData> = [
    { key: 'lineNo', title: t('fields.lineNo'), width: 80, render: (_v, field) => row(field)?.lineNo },
    { key: 'partNo', title: t('fields.partNo'), width: 130, render: (_v, field) => row(field)?.partNo },
    {
      key: 'requestQty',
      title: t('fields.requestQty'),
      width: 110,
      align: 'right',
      render: (_v, field) => renderDecimal(row(field)?.requestQty),
    },
    {
      key: 'deliveryDate',
      title: t('fields.deliveryDate'),
      width: 120,
      render: (_v, field) => row(field)?.deliveryDateStr,
    },
    {
      key: 'shipQty',
      title: t('fields.shipQty'),
      width: 150,
      render: (_v, field) =>
        editable ? (
          <Form.Item
            name={[field.name, 'shipQty']}
            style={{ marginBottom: 0 }}
            rules={[
              { required: true, whitespace: true, message: t('feedback.confirmQtyReq') },
              zodRule(SHIP_QTY, t('feedback.ShipQtyValid')),
            ]}
          >
            <Input inputMode="decimal" maxLength={20} aria-label={t('fields.shipQty')} />
          </Form.Item>
        ) : (
          row(field)?.shipQty
        ),
    },
    {
      key: 'etaDate',
      title: t('fields.etaDate'),
      width: 190,
      render: (_v, field) =>
        editable ? (
          <Form.Item
            name={[field.name, 'etaDateStr']}
            style={{ marginBottom: 0 }}
            rules={[{ required: true, message: t('feedback.planDelvieryDateReq') }]}
          >
            <PlainDatePicker />
          </Form.Item>
        ) : (
          row(field)?.etaDateStr
        ),
    },
  ];
  if (!editable) return shown;
  return [
    ...shown,
    {
      key: 'action',
      title: t('listKit:table.actions'),
      width: 140,
      render: (_v, field) => {
        const current = row(field);
        return (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => current && list.add(splitOf(current), field.name + 1)}
            >
              {t('feedback.split')}
            </Button>
            {canRemove(rows, field.name) && (
              <Button type="link" size="small" danger onClick={() => list.remove(field.name)}>
                {t('feedback.remove')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];
}

function FeedbackRowsTable(props: {
  fields: FormListFieldData[];
  list: FormListOperation;
  form: FormInstance<FeedbackValues>;
  editable: boolean;
}) {
  // preserve: the read-only fields (line, part, dates) have no Form.Item of their own
  const rows = Form.useWatch('rows', { form: props.form, preserve: true }) ?? [];
  const columns = useColumns(rows, props.editable, props.list);
  return (
    <Table<FormListFieldData>
      rowKey="key"
      size="small"
      bordered
      columns={readableColumns(columns)}
      dataSource={props.fields}
      pagination={false}
      scroll={{ x: 'max-content', y: DIALOG_TABLE_HEIGHT }}
    />
  );
}

/** The rows of the feedback dialog: read-only cells, the two inputs, and Split / Remove while editing. */
export function FeedbackTable({ form, editable }: FeedbackTableProps) {
  return (
    <Form.List name="rows">
      {(fields, list) => <FeedbackRowsTable fields={fields} list={list} form={form} editable={editable} />}
    </Form.List>
  );
}
