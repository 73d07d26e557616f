import { Button, Card, Flex, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSecurityCheck } from '../api/save-security-check.ts';
import { GateEntryForm } from '../components/gate-entry-form.tsx';
import { type GateFormValues, newGateValues, saveBodyOf } from '../components/gate-form-values.ts';
import { ItemListTable } from '../components/item-list-table.tsx';
import { useAsnCascade } from '../components/use-asn-cascade.ts';

/**
 * /securityCheckCreate. Cancel clears the form as a reload would (today's date, the time now); a recorded
 * gate entry does the same, ready for the next truck.
 */
export function SecurityCheckCreatePage() {
  const [generation, setGeneration] = useState(0);
  return <CreateForm key={generation} onDone={() => setGeneration((value) => value + 1)} />;
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('securityCheck');
  const [form] = Form.useForm<GateFormValues>();
  const [initialValues] = useState(newGateValues);
  const cascade = useAsnCascade(form);
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
        onAsnCommit={cascade.commitAsn}
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
