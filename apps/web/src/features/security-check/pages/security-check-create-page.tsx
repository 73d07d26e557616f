import { Button, Card, Flex, Form, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CameraScanButton } from '../../../components/camera-scanner/camera-scan-button.tsx';
import { useSaveSecurityCheck } from '../api/save-security-check.ts';
import { GateEntryForm } from '../components/gate-entry-form.tsx';
import { type GateFormValues, newGateValues, saveBodyOf } from '../components/gate-form-values.ts';
import { ItemListTable } from '../components/item-list-table.tsx';
import { useAsnCascade } from '../components/use-asn-cascade.ts';
import { useOpenGateEntry } from '../components/use-open-gate-entry.ts';

/**
 * /securityCheckCreate. Cancel clears the form as a reload would (today's date, the time now); a recorded
 * gate entry does the same, ready for the next truck.
 */
export function SecurityCheckCreatePage() {
  const [generation, setGeneration] = useState(0);
  const [params, setParams] = useSearchParams();
  // ?asnNo=: a scanned label (use-open-gate-entry) starts the cascade; the next truck starts empty
  const scannedAsn = params.get('asnNo')?.trim() ?? '';
  const done = () => {
    if (scannedAsn) setParams({}, { replace: true });
    setGeneration((value) => value + 1);
  };
  return <CreateForm key={generation} scannedAsn={scannedAsn} onDone={done} />;
}

function CreateForm({ scannedAsn, onDone }: { scannedAsn: string; onDone: () => void }) {
  const { t } = useTranslation('securityCheck');
  const [form] = Form.useForm<GateFormValues>();
  const [initialValues] = useState(() => ({ ...newGateValues(), asnNo: scannedAsn || undefined }));
  const cascade = useAsnCascade(form);
  const { commitAsn } = cascade;
  const started = useRef(false);
  useEffect(() => {
    if (!scannedAsn || started.current) return;
    started.current = true;
    commitAsn(scannedAsn);
  }, [scannedAsn, commitAsn]);
  // a label scanned here: its recorded gate entry opens, else the ASN number is entered as if typed
  const openGateEntry = useOpenGateEntry((asnNo) => {
    form.setFieldValue('asnNo', asnNo);
    commitAsn(asnNo);
  });
  const save = useSaveSecurityCheck();
  const items = cascade.found?.itemList ?? [];
  const submit = (values: GateFormValues) =>
    save.mutate({ body: saveBodyOf(values, items) }, { onSuccess: onDone });
  return (
    <Card size="small">
      <GateEntryForm
        form={form}
        mode="create"
        initialValues={initialValues}
        companyOptions={cascade.companyOptions}
        supplierOptions={cascade.supplierOptions}
        showDetails={Boolean(cascade.found)}
        onAsnCommit={commitAsn}
        asnScan={<CameraScanButton hint="securityCheck:scan.labelHint" onScan={openGateEntry} />}
        onValuesChange={cascade.onValuesChange}
        onFinish={submit}
      >
        <Flex vertical gap={16}>
          <ItemListTable items={items} loading={cascade.loading} />
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('buttons.save')}
            </Button>
            <Button onClick={onDone}>{t('buttons.cancel')}</Button>
          </Space>
        </Flex>
      </GateEntryForm>
    </Card>
  );
}
