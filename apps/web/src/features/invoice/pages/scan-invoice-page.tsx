import type { InvoiceRow } from '@portal/contract/invoice';
import { Alert, App, Card, Descriptions, Flex, Input, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanButton } from '../../../components/camera-scanner/camera-scan-button.tsx';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { ApiError } from '../../../platform/http/api-errors.ts';
import { errorText } from '../../../platform/http/error-text.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { invoiceCheck, queryByScan } from '../api/scan-invoice.ts';
import { splitScan } from '../components/scan-split.ts';

function ScannedInvoice({ row }: { row: InvoiceRow }) {
  const { t } = useTranslation('invoice');
  const item = (field: keyof InvoiceRow, value?: string) => ({
    key: field,
    label: t(`fields.${field === 'i18nStatus' ? 'status' : field}`),
    children: value ?? String(row[field] ?? ''),
  });
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        item('invoiceNo'),
        item('supplierCode'),
        item('shipToPlantCode'),
        item('i18nStatus'),
        item('invoiceAmount', renderDecimal(row.invoiceAmount)),
        item('currency'),
      ]}
    />
  );
}

type ScanNotice = { type: 'error' | 'warning'; title: string; description?: string };

/** Why a scan found nothing to check, from the server's refusal: 409 several invoices, else not found. */
function refusalNotice(error: unknown, t: TFunction<'invoice'>): ScanNotice {
  if (error instanceof ApiError && Number(error.code) === 409)
    return { type: 'warning', title: t('scan.multipleTitle'), description: errorText(error) };
  return { type: 'error', title: errorText(error) };
}

/**
 * /scanInvoice (spec 3 §2.3, §8): the scanned code names the invoice. None found: it does not exist; several:
 * no check by scan (use the invoice list); one: the user confirms the check. Why nothing can be checked
 * stays on the page, under the scan box, until the next scan.
 */
export function ScanInvoicePage() {
  const { t } = useTranslation('invoice');
  const { modal } = App.useApp();
  const [text, setText] = useState('');
  const [found, setFound] = useState<InvoiceRow | null>(null);
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const [loading, setLoading] = useState(false);

  const confirmCheck = (row: InvoiceRow) =>
    modal.confirm({
      title: t('scan.confirmCheck', { invoiceNo: row.invoiceNo }),
      okText: t('listKit:actions.ok'),
      cancelText: t('listKit:actions.cancel'),
      onOk: () =>
        invoiceCheck(row).then(({ msg }) => {
          notifier.success(msg || t('scan.checked'));
          setText('');
        }),
      onCancel: () => notifier.info(t('messages.cancelled')),
    });

  const scan = async (value: string) => {
    const body = splitScan(value);
    if (!body) return;
    setNotice(null);
    setFound(null);
    setLoading(true);
    const rows = await queryByScan(body)
      .catch((error: unknown) => {
        setNotice(refusalNotice(error, t));
        return null;
      })
      .finally(() => setLoading(false));
    if (!rows) return;
    const [first] = rows;
    if (!first) return setNotice({ type: 'error', title: t('scan.notFound') });
    if (rows.length > 1) {
      const description = [t('scan.multiple'), t('scan.noScanCheck'), t('scan.useQuery')].join(' ');
      return setNotice({ type: 'warning', title: t('scan.multipleTitle'), description });
    }
    setFound(first);
    confirmCheck(first);
  };

  return (
    <Card size="small">
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Typography.Text>{t('scan.hint')}</Typography.Text>
        {/* a phone's camera reads the cover sheet's QR; the code goes the same way as a typed one */}
        <CameraScanButton
          hint="invoice:scan.coverSheetHint"
          onScan={(value) => {
            setText(value);
            void scan(value);
          }}
        />
        <Input.Search
          autoFocus
          allowClear
          value={text}
          loading={loading}
          enterButton={t('scan.search')}
          placeholder={t('scan.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => void scan(value)}
        />
        {notice && <Alert showIcon role="alert" {...notice} />}
        {found && <ScannedInvoice row={found} />}
      </Flex>
    </Card>
  );
}
