import { useTranslation } from 'react-i18next';
import { ReadOnlyView } from '../../../components/read-only-view/read-only-view.tsx';
import type { DetailFormValues } from './detail-values.ts';

/** The header fields the supplier types, in the order and with the labels of the header form. */
export const INVOICE_HEADER_FIELDS = [
  'invoiceNo',
  'invoiceDate',
  'incoTerm',
  'creditTerms',
  'branchNo',
  'supplierBranchNo',
  'certificationNo',
] as const;

/** An invoice header that cannot be changed (a View route, or a status the user may not edit). */
export function DetailHeaderView({ values }: { values: DetailFormValues }) {
  const { t } = useTranslation('invoice');
  return (
    <ReadOnlyView
      columns={4}
      fields={INVOICE_HEADER_FIELDS.map((field) => ({
        key: field,
        label: t(`fields.${field}`),
        value: values[field],
      }))}
    />
  );
}
