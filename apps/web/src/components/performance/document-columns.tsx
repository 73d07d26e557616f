import type { KpiCode, PerformanceDocument } from '@portal/contract/performance';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CutText } from '../cut-text/cut-text.tsx';
import { HeaderTitle } from '../list-kit/table/header-title.tsx';
import { AsnLink, InvoiceLink, ReleaseLink } from './document-links.tsx';

type NumberField = 'asnNo' | 'invoiceNo' | 'releaseNo' | 'orderNo' | 'partNo' | 'grNo';

/** The numbers the server fills per KPI (contract PerformanceDocument), in reading order. */
const NUMBERS_OF_KPI: Readonly<Record<KpiCode, readonly NumberField[]>> = {
  onTime: ['releaseNo', 'orderNo', 'partNo', 'asnNo', 'grNo'],
  quantity: ['asnNo', 'partNo'],
  confirmLead: ['releaseNo', 'orderNo', 'partNo'],
  asnSuccess: ['asnNo'],
  firstMatch: ['invoiceNo'],
  postedCycle: ['invoiceNo'],
  paidCycle: ['invoiceNo'],
};

const LINKS: Partial<Record<NumberField, (value: string) => ReactNode>> = {
  asnNo: (value) => <AsnLink asnNo={value} />,
  invoiceNo: (value) => <InvoiceLink invoiceNo={value} />,
  releaseNo: (value) => <ReleaseLink releaseNo={value} />,
};

const WIDTHS: Readonly<Record<NumberField, number>> = {
  asnNo: 170,
  invoiceNo: 140,
  releaseNo: 170,
  orderNo: 120,
  partNo: 130,
  grNo: 120,
};

/** Cycle times have no misses; their measure is days, the confirmation lead time's is hours. */
const MEASURE_UNIT: Partial<Record<KpiCode, 'hours' | 'days'>> = {
  confirmLead: 'hours',
  postedCycle: 'days',
  paidCycle: 'days',
};

function numberColumn(field: NumberField, t: TFunction): ColumnsType<PerformanceDocument>[number] {
  const link = LINKS[field];
  return {
    key: field,
    dataIndex: field,
    title: <HeaderTitle title={t(`documents.${field}`)} />,
    width: WIDTHS[field],
    render: (value: string | null) => (value && link ? link(value) : value),
  };
}

/** Whose document a row is, for a drill-down that mixes suppliers: code and name, cut with a tooltip. */
function supplierColumn(t: TFunction): ColumnsType<PerformanceDocument>[number] {
  return {
    key: 'supplierCode',
    dataIndex: 'supplierCode',
    title: <HeaderTitle title={t('documents.supplier')} />,
    width: 200,
    render: (code: string, row: PerformanceDocument) => (
      <CutText text={`${code} ${row.supplierName}`.trim()} className="performance-document-supplier" />
    ),
  };
}

/**
 * The drawer's table: hit or miss, the day, the supplier when the figure covers all suppliers, what was due
 * and what happened (why it missed), then the KPI's document numbers.
 */
export function documentColumns(
  kpi: KpiCode,
  t: TFunction,
  withSupplier = false,
): ColumnsType<PerformanceDocument> {
  const unit = MEASURE_UNIT[kpi];
  return [
    {
      key: 'hit',
      dataIndex: 'hit',
      title: <HeaderTitle title={t('documents.result')} />,
      width: 90,
      render: (hit: PerformanceDocument['hit']) =>
        hit === 'Y' ? (
          <Tag color="success">{t('documents.hit')}</Tag>
        ) : (
          <Tag color="error">{t('documents.miss')}</Tag>
        ),
    },
    { key: 'dayStr', dataIndex: 'dayStr', title: <HeaderTitle title={t('documents.day')} />, width: 110 },
    ...(withSupplier ? [supplierColumn(t)] : []),
    {
      key: 'expected',
      dataIndex: 'expected',
      title: <HeaderTitle title={t('documents.expected')} />,
      width: 180,
    },
    { key: 'actual', dataIndex: 'actual', title: <HeaderTitle title={t('documents.actual')} />, width: 180 },
    ...(unit
      ? [
          {
            key: 'measure',
            dataIndex: 'measure',
            title: <HeaderTitle title={t(`documents.${unit}`)} />,
            width: 100,
            align: 'right' as const,
          },
        ]
      : []),
    ...NUMBERS_OF_KPI[kpi].map((field) => numberColumn(field, t)),
  ];
}
