import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHasAuthority } from '../../../platform/session/use-authorities.ts';
import { getSecurityCheckQueryOptions } from '../api/get-security-check.ts';
import { useSaveSecurityCheck } from '../api/save-security-check.ts';
import { GateEntryForm } from '../components/gate-entry-form.tsx';
import { GateEntryView } from '../components/gate-entry-view.tsx';
import { type GateFormValues, saveBodyOf, valuesOfRecord } from '../components/gate-form-values.ts';
import { ItemListTable } from '../components/item-list-table.tsx';

/**
 * /securityCheckQuery/detail?type=view|edit&id= (spec 2 §2): a read-only view until Edit (or opened with
 * type=edit); editing needs an editable entry and editSecurityCheck. Save and Return go back one page.
 */
export function SecurityCheckDetailPage() {
  const { t } = useTranslation('securityCheck');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const record = useQuery({ ...getSecurityCheckQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const canEdit = useHasAuthority('editSecurityCheck') && record.data?.editable === true;
  const [editPressed, setEditPressed] = useState(false);
  const editing = canEdit && (editPressed || params.get('type') === 'edit');
  const [form] = Form.useForm<GateFormValues>();
  const save = useSaveSecurityCheck();
  const initialValues = useMemo(() => (record.data ? valuesOfRecord(record.data) : undefined), [record.data]);
  const back = () => navigate(-1);
  if (!record.data || !initialValues) return <Spin spinning={record.isFetching} />;
  const { itemList } = record.data;
  const submit = (values: GateFormValues) =>
    save.mutate({ body: saveBodyOf(values, itemList, id) }, { onSuccess: back });
  const buttons = (
    <Space>
      {editing && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('buttons.save')}
        </Button>
      )}
      {canEdit && !editing && (
        <Button type="primary" onClick={() => setEditPressed(true)}>
          {t('buttons.edit')}
        </Button>
      )}
      <Button onClick={back}>{t('buttons.return')}</Button>
    </Space>
  );
  if (!editing) {
    // nothing can be changed here: a description list, not greyed-out inputs (issue 12)
    return (
      <Card size="small">
        <Flex vertical gap={16}>
          <GateEntryView record={record.data} />
          <ItemListTable items={itemList} />
          {buttons}
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="small">
      <GateEntryForm
        form={form}
        mode="edit"
        initialValues={initialValues}
        companyOptions={[initialValues.buyerCompanyCode ?? '']}
        supplierOptions={[initialValues.supplierCode ?? '']}
        showDetails
        onFinish={submit}
      >
        <Flex vertical gap={16}>
          <ItemListTable items={itemList} />
          {buttons}
        </Flex>
      </GateEntryForm>
    </Card>
  );
}
