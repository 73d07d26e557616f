import type { InvoiceDetail } from '@portal/contract/invoice';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { InvoiceCreateHandoff } from './invoice-handoff.ts';

type SummaryProps = {
  detail: InvoiceDetail | null;
  handoff: InvoiceCreateHandoff | null;
  /** the lines' currency, for a new invoice whose ASNs did not name one */
  lineCurrency: string | undefined;
  /** a new invoice's base amount as its lines stand (tax and total are computed by the save) */
  draftBaseAmount?: string | null;
};

const WRAPPING = new Set(['supplierName', 'asnNo', 'rejectReason']);

/** What the invoice is of (supplier, company, plant, ASNs) and, once saved, its status and amounts. */
export function DetailSummary({ detail, handoff, lineCurrency, draftBaseAmount }: SummaryProps) {
  const { t } = useTranslation('invoice');
  const source = detail ?? handoff;
  if (!source) return null;
  // codes, statuses and amounts never break; names and lists wrap
  const item = (field: string, value: string | null | undefined) => ({
    key: field,
    label: t(`fields.${field}`),
    children: value ?? '',
    ...(WRAPPING.has(field) ? {} : { contentStyle: { whiteSpace: 'nowrap' as const } }),
  });
  const saved = detail
    ? [
        item('status', detail.i18nStatus),
        item('matchStatus', detail.matchStatus && t(`matchStatuses.${detail.matchStatus}`)),
        item('baseAmount', renderDecimal(detail.baseAmount)),
        item('taxAmount', renderDecimal(detail.taxAmount)),
        item('invoiceAmount', renderDecimal(detail.invoiceAmount)),
        ...(detail.paymentDate ? [item('paymentDate', detail.paymentDate)] : []),
        ...(detail.rejectReason ? [item('rejectReason', detail.rejectReason)] : []),
      ]
    : draftBaseAmount
      ? [item('baseAmount', renderDecimal(draftBaseAmount))]
      : [];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      items={[
        item('supplierCode', source.supplierCode),
        item('supplierName', source.supplierName),
        item('companyCode', source.companyCode),
        item('shipToPlantCode', source.shipToPlantCode),
        // ", " lets a long list wrap instead of squeezing the other columns
        item('asnNo', detail ? detail.asnNosStr.split(',').join(', ') : handoff?.asnNoList.join(', ')),
        item('currency', detail ? detail.currency : (handoff?.currency ?? lineCurrency)),
        ...saved,
      ]}
    />
  );
}
