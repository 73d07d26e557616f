import type { AsnDetailLine } from '@portal/contract/asn';
import { Form, type FormRule, Input, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';
import { DateTimeInput } from './date-time-input.tsx';
import { packageCount } from './decimal-math.ts';
import {
  asnQtyProblem,
  lotNoProblem,
  lotSizeProblem,
  MAX_LOT_NO,
  overShips,
  packPerPalletProblem,
  productionDateProblem,
} from './line-rules.ts';
import { problemRule } from './problem-rule.ts';
import type { LineValues } from './wizard-values.ts';

/** Spec 2 §9: the ASN tables are at most 425 px high. */
const LINES_TABLE_HEIGHT = 425;

/**
 * Column widths sized to their content (a quantity of 5 decimals, a date, a 20-character batch number), the
 * description under the part number: the columns a supplier fills need little sideways scrolling on a
 * 1280-wide screen, and part and order number stay frozen on the left, so a scrolled row still says which
 * line it is.
 */
const WIDTH = {
  partNo: 160,
  orderNo: 110,
  lineNo: 60,
  quantity: 100,
  uom: 60,
  quantityInput: 110,
  count: 90,
  countInput: 90,
  lotNo: 130,
  date: 140,
} as const;

/** The part number with its description below it (cut to the column, whole on hover). */
function PartCell({ line }: { line: AsnDetailLine }) {
  return (
    <>
      {line.partNo}
      <Typography.Text ellipsis={{ tooltip: line.partDesc }} style={{ display: 'block', fontSize: 12 }}>
        {line.partDesc}
      </Typography.Text>
    </>
  );
}

type Row = { index: number; line: AsnDetailLine };
type Read = (name: (string | number)[]) => unknown;

const fieldOf = (index: number, name: keyof LineValues) => ['lines', index, name];
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** One typed cell of a line; `dependencies` re-checks it when a field it compares with changes. */
function LineInput(props: {
  index: number;
  name: keyof LineValues;
  label: string;
  rules: FormRule[];
  dependencies?: (keyof LineValues)[];
  maxLength?: number;
}) {
  return (
    <Form.Item
      name={fieldOf(props.index, props.name)}
      rules={props.rules}
      dependencies={props.dependencies?.map((name) => fieldOf(props.index, name))}
      style={{ marginBottom: 0 }}
    >
      <Input aria-label={props.label} maxLength={props.maxLength ?? 22} />
    </Form.Item>
  );
}

/** The rules of spec 2 §5 for the typed fields of line `index`. */
function lineRules(t: TFunction, index: number, line: AsnDetailLine) {
  const read = (get: Read, name: keyof LineValues) => textOf(get(fieldOf(index, name)));
  return {
    asnQty: [problemRule<string>(t, (value) => asnQtyProblem(value, line))],
    lotSizeQty: [problemRule<string>(t, (value, get) => lotSizeProblem(value, read(get, 'asnQty')))],
    packQtyPerPallet: [
      problemRule<string>(t, (value, get) =>
        packPerPalletProblem(value, read(get, 'asnQty'), read(get, 'lotSizeQty')),
      ),
    ],
    lotNo: [problemRule<string>(t, (value) => lotNoProblem(value))],
    productionDateStr: [problemRule<string>(t, (value) => productionDateProblem(value))],
  };
}

/**
 * What a line may ship when that is not simply its unshipped quantity (an over-shipping supplier): the
 * column shows only then, with the limit or "no limit".
 */
function maxQtyColumns(t: TFunction, lines: readonly AsnDetailLine[]): TableColumnsType<Row> {
  if (!lines.some(overShips)) return [];
  return [
    {
      key: 'maxAsnQty',
      title: t('fields.maxAsnQty'),
      width: WIDTH.quantity,
      align: 'right',
      render: (_v, { line }) =>
        line.maxAsnQty === null ? t('fields.noLimit') : renderDecimal(line.maxAsnQty),
    },
  ];
}

function useLineColumns(
  lines: readonly AsnDetailLine[],
  values: readonly LineValues[],
): TableColumnsType<Row> {
  const { t } = useTranslation('asn');
  const typed = (name: keyof LineValues, title: string, width: number, extra: object = {}) => ({
    key: name,
    title: t(title),
    width,
    render: (_v: unknown, { index, line }: Row) => (
      <LineInput
        index={index}
        name={name}
        label={t(title)}
        rules={lineRules(t, index, line)[name]}
        {...extra}
      />
    ),
  });
  return [
    {
      key: 'partNo',
      title: t('fields.partNo'),
      width: WIDTH.partNo,
      fixed: 'left',
      render: (_v, { line }) => <PartCell line={line} />,
    },
    {
      key: 'orderNo',
      title: t('fields.orderNo'),
      width: WIDTH.orderNo,
      fixed: 'left',
      render: (_v, { line }) => line.orderNo,
    },
    { key: 'lineNo', title: t('fields.lineNo'), width: WIDTH.lineNo, render: (_v, { line }) => line.lineNo },
    {
      key: 'unshippedQty',
      title: t('fields.unshippedQty'),
      width: WIDTH.quantity,
      align: 'right',
      render: (_v, { line }) => renderDecimal(line.unshippedQty),
    },
    ...maxQtyColumns(t, lines),
    { key: 'uom', title: t('fields.uom'), width: WIDTH.uom, render: (_v, { line }) => line.uom },
    typed('asnQty', 'fields.asnQty', WIDTH.quantityInput),
    typed('lotSizeQty', 'fields.lotSizeQty', WIDTH.quantityInput, { dependencies: ['asnQty'] }),
    {
      key: 'packQty',
      title: t('fields.packQty'),
      width: WIDTH.count,
      align: 'right',
      render: (_v, { index }) => packageCount(values[index]?.asnQty, values[index]?.lotSizeQty) ?? '',
    },
    typed('packQtyPerPallet', 'fields.packQtyPerPallet', WIDTH.countInput, {
      dependencies: ['asnQty', 'lotSizeQty'],
    }),
    typed('lotNo', 'fields.lotNo', WIDTH.lotNo, { maxLength: MAX_LOT_NO }),
    {
      key: 'productionDateStr',
      title: t('fields.productionDate'),
      width: WIDTH.date,
      render: (_v, { index, line }) => (
        <Form.Item
          name={fieldOf(index, 'productionDateStr')}
          rules={lineRules(t, index, line).productionDateStr}
          style={{ marginBottom: 0 }}
        >
          <DateTimeInput
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
            placeholder={t('fields.productionDate')}
          />
        </Form.Item>
      ),
    },
  ];
}

/** Tab asnDetail: the lines with their quantity, lot size, packages, batch and production date. */
export function DetailLinesTab({ lines }: { lines: readonly AsnDetailLine[] }) {
  const form = Form.useFormInstance();
  const values: LineValues[] = Form.useWatch('lines', form) ?? [];
  const columns = useLineColumns(lines, values);
  const rows = lines.map((line, index) => ({ index, line }));
  return (
    <Table<Row>
      rowKey="index"
      size="small"
      bordered
      columns={readableColumns(columns)}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content', y: LINES_TABLE_HEIGHT }}
    />
  );
}
