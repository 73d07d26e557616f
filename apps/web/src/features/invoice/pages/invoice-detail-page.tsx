import { PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { type InvoiceDetail, type InvoiceType, invoiceEndpoints } from '@portal/contract/invoice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Result, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { UploadDialog } from '../../../components/list-kit/upload/upload-dialog.tsx';
import { TimelineButton } from '../../../components/timeline/timeline-button.tsx';
import { downloadEndpoint } from '../../../platform/http/download-endpoint.ts';
import { useBreadcrumbParent } from '../../../platform/navigation/breadcrumb-parent.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import { getInvoiceDetailQueryOptions, INVOICE_DETAIL_KEY } from '../api/get-invoice-detail.ts';
import { getInvoiceReceiptsQueryOptions } from '../api/get-invoice-receipts.ts';
import { useSaveInvoice } from '../api/save-invoice.ts';
import { useSubmitInvoice } from '../api/submit-invoice.ts';
import { DetailHeaderForm } from '../components/detail-header-form.tsx';
import { DetailHeaderView } from '../components/detail-header-view.tsx';
import { DetailLinesTable } from '../components/detail-lines-table.tsx';
import { DetailSummary } from '../components/detail-summary.tsx';
import {
  type DetailFormValues,
  detailRights,
  formValuesOf,
  saveBodyOf,
} from '../components/detail-values.ts';
import {
  handInvoiceToDetail,
  readInvoiceHandoff,
  readReceiptsHandoff,
} from '../components/invoice-handoff.ts';
import { type DetailMode, detailRouteOf, INVOICE_PROCESSES } from '../components/invoice-processes.ts';
import { amountsTotal, lineAmount } from '../components/line-amount.ts';
import { applyUploadedLines, itemUploadDto } from '../components/uploaded-lines.ts';

export const INVOICE_LIST_PATH = '/queryInvoice';

/** The invoice of the route: a new one on the chosen receipts, or the saved one named in the session. */
function useDetailSource(type: InvoiceType, mode: DetailMode) {
  const [handoff] = useState(() => (mode === 'new' ? readReceiptsHandoff() : null));
  const [id] = useState(() => (mode === 'new' ? null : readInvoiceHandoff()));
  const receipts = useQuery(getInvoiceReceiptsQueryOptions(type, handoff));
  const detail = useQuery(getInvoiceDetailQueryOptions(id));
  const loading = receipts.isFetching || detail.isFetching;
  const items = mode === 'new' ? receipts.data?.records : detail.data?.items;
  return { handoff, detail: detail.data ?? null, items, loading, failed: receipts.isError };
}

/** Instead of an empty invoice: why there is none, and the way back to the create list. */
function NoLinesNotice({ createPath }: { createPath: string }) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  return (
    <Card size="small">
      <Result
        status="info"
        title={t('detail.noLines')}
        extra={
          <Button type="primary" onClick={() => navigate(createPath)}>
            {t('detail.backToList')}
          </Button>
        }
      />
    </Card>
  );
}

function DetailScreen({ type, mode }: { type: InvoiceType; mode: DetailMode }) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = useAuthorities();
  const isSupplier = useIsSupplier();
  const process = INVOICE_PROCESSES[type];
  const source = useDetailSource(type, mode);
  // the breadcrumb names the list the screen came from: the create list of the type, or the invoice list
  useBreadcrumbParent(mode === 'new' ? process.createPath : INVOICE_LIST_PATH);
  const { detail, items } = source;
  const rights = detailRights(type, detail?.status ?? null, { isSupplier, has });
  const readOnly = mode === 'view' || !rights.edit;
  const [form] = Form.useForm<DetailFormValues>();
  const save = useSaveInvoice();
  const [uploading, setUploading] = useState(false);
  const submit = useSubmitInvoice();
  const typedLines = Form.useWatch('items', form) as DetailFormValues['items'] | undefined;
  // computed on each render: the watched lines may change in place, a few hundred multiplications at most
  const draftBaseAmount =
    mode === 'new' && items && typedLines
      ? amountsTotal(items.map((item, index) => lineAmount(item.grQty, typedLines[index]?.unitPrice)))
      : null;
  const initialValues = useMemo(() => (items ? formValuesOf(detail, items) : undefined), [detail, items]);
  // an invoice is never opened without lines: the chosen ASNs may hold none this type can take
  if (mode === 'new' && !source.loading && (source.failed || items?.length === 0))
    return <NoLinesNotice createPath={process.createPath} />;
  if (!items || !initialValues) return <Spin spinning={source.loading} />;

  const saveDraft = async (): Promise<InvoiceDetail> => {
    const values = await form.validateFields();
    const body = saveBodyOf(
      { ...values, items: form.getFieldValue('items') },
      process.gst,
      detail?.invoiceHeaderId,
    );
    const { data, msg } = await save.mutateAsync({ type, body });
    notifier.success(msg || t('messages.saveSuccess'));
    queryClient.setQueryData([...INVOICE_DETAIL_KEY, data.invoiceHeaderId], data);
    if (mode === 'new') {
      // from now on the route names the saved draft: a reload or a second save does not create another
      handInvoiceToDetail(data.invoiceHeaderId);
      navigate(`${process.editPath}?type=edit`, { replace: true });
    }
    return data;
  };
  const saveAndSubmit = async () => {
    const saved = await saveDraft();
    const outcome = await submit.mutateAsync({ type, invoiceHeaderId: saved.invoiceHeaderId });
    if (outcome.submitted) navigate(INVOICE_LIST_PATH);
  };
  const busy = save.isPending || submit.isPending;
  const asnNoList = detail
    ? detail.asnNosStr.split(',').map((asnNo) => asnNo.trim())
    : (source.handoff?.asnNoList ?? []);
  const fillFromUpload = (reply: unknown) =>
    form.setFieldValue('items', applyUploadedLines(form.getFieldValue('items'), reply));
  return (
    <Card size="small">
      <Flex vertical gap={16}>
        <DetailSummary
          detail={detail}
          handoff={source.handoff}
          lineCurrency={items[0]?.currency}
          draftBaseAmount={draftBaseAmount}
        />
        <Form<DetailFormValues>
          form={form}
          name="invoiceDetail"
          layout="vertical"
          initialValues={initialValues}
          autoComplete="off"
          scrollToFirstError
        >
          {readOnly ? <DetailHeaderView values={initialValues} /> : <DetailHeaderForm />}
          <DetailLinesTable items={items} gst={process.gst} readOnly={readOnly} />
        </Form>
        <Space>
          {!readOnly && (
            <Button type="primary" loading={busy} onClick={() => void saveDraft().catch(() => undefined)}>
              {t(rights.submit ? 'buttons.saveDraft' : 'buttons.save')}
            </Button>
          )}
          {!readOnly && rights.submit && items.length > 0 && (
            <Button type="primary" loading={busy} onClick={() => void saveAndSubmit().catch(() => undefined)}>
              {t('buttons.submit')}
            </Button>
          )}
          {!readOnly && (
            <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {t('buttons.uploadItemList')}
            </Button>
          )}
          {detail && (
            <Button
              icon={<PrinterOutlined />}
              onClick={() =>
                void downloadEndpoint(invoiceEndpoints.downloadCoverSheet, {
                  params: { id: detail.invoiceHeaderId },
                })
              }
            >
              {t('buttons.coverSheet')}
            </Button>
          )}
          {detail && (
            <TimelineButton
              record={{ recordType: 'invoice', recordId: detail.invoiceHeaderId, name: detail.invoiceNo }}
            />
          )}
          <Button onClick={() => navigate(INVOICE_LIST_PATH)}>{t('buttons.return')}</Button>
        </Space>
      </Flex>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={fillFromUpload}
        endpoint={process.itemUpload}
        template={{ endpoint: process.itemTemplate }}
        title={t('buttons.uploadItemList')}
        fields={{ dto: itemUploadDto(asnNoList, items, detail?.invoiceHeaderId) }}
      />
    </Card>
  );
}

/**
 * The invoice detail routes (spec 3 §2.2): /invoiceDetailAp, /invoiceDetailIndia, /invoiceDetailOversea,
 * /invoiceDetailWriteoff create an invoice on the receipts chosen in a create list; the Edit routes edit
 * and the View routes show the invoice whose id the list put in the session. One screen for the four types.
 */
export function InvoiceDetailPage() {
  const { pathname } = useLocation();
  const route = detailRouteOf(pathname) ?? { type: 'AP', mode: 'view' };
  return <DetailScreen key={pathname} type={route.type} mode={route.mode} />;
}
