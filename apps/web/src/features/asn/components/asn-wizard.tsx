import { Button, Card, Flex, Form, Modal, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import type { AsnWizardData } from '../api/get-asn-wizard-data.ts';
import { DetailLinesTab } from './detail-lines-tab.tsx';
import { GeneralTab } from './general-tab.tsx';
import { LabelPrintTab } from './label-print-tab.tsx';
import { PackagingTab } from './packaging-tab.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TAB_STEPS, useWizardSteps } from './use-wizard-steps.ts';
import { isWizardEditable, type WizardTab, wizardTabs } from './wizard-tabs.ts';
import { type WizardValues, wizardValuesOf } from './wizard-values.ts';

type AsnWizardProps = { data: AsnWizardData; onSaved: (data: AsnWizardData) => void };

/**
 * The ASN wizard (spec 2 §2, §4): tabs asnDetail, packaging (labels only), general and labelPrint over one
 * form. Each tab saves the Draft through its own call; Submit sends it, after which it is read-only.
 */
export function AsnWizard({ data, onSaved }: AsnWizardProps) {
  const { t } = useTranslation('asn');
  const [form] = Form.useForm<WizardValues>();
  const [modal, modalHolder] = Modal.useModal();
  const { has } = useAuthorities();
  const supplier = useIsSupplier();
  const header = data.asnHeader;
  const editable = isWizardEditable({
    status: header.status,
    asnHeaderId: header.asnHeaderId,
    isSupplier: supplier,
    has,
  });
  const tabs = wizardTabs(header.isCreateLabel);
  const [active, setActive] = useState<WizardTab>('asnDetail');
  const steps = useWizardSteps({ form, data, onSaved, show: setActive });

  const at = tabs.indexOf(active);
  const previous = tabs[at - 1];
  const next = tabs[at + 1];
  const savesHere = editable && TAB_STEPS[active] !== undefined;
  const goNext = () =>
    next && (savesHere ? void steps.saveTab(active, () => setActive(next)) : setActive(next));
  const confirmSend = () =>
    modal.confirm({
      title: t('wizard.sendConfirm'),
      okText: t('listKit:actions.ok'),
      cancelText: t('listKit:actions.cancel'),
      onOk: () => void steps.send(),
    });

  const panes: Record<WizardTab, ReactNode> = {
    asnDetail: <DetailLinesTab lines={data.asnDetails} />,
    packaging: (
      <PackagingTab
        lines={data.asnDetails}
        asnNo={header.asnNo}
        editable={editable}
        showBalance={steps.packagesChecked}
      />
    ),
    general: <GeneralTab isCreateInvoice={header.isCreateInvoice} sending={steps.sending} />,
    labelPrint: <LabelPrintTab asnHeaderId={header.asnHeaderId} isCreateLabel={header.isCreateLabel} />,
  };

  return (
    <Card size="small">
      {modalHolder}
      <Form
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={wizardValuesOf(data)}
        onFieldsChange={(changed) => {
          if (changed.some(({ name }) => name[0] === 'packages')) steps.checkPackages();
        }}
      >
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key as WizardTab)}
          items={tabs.map((tab) => ({
            key: tab,
            label: t(`wizard.tabs.${tab}`),
            children: panes[tab],
            forceRender: true,
          }))}
        />
      </Form>
      <Flex justify="flex-end" gap={8} wrap style={{ marginTop: 16 }}>
        {previous && <Button onClick={() => setActive(previous)}>{t('wizard.previous')}</Button>}
        {savesHere && (
          <Button loading={steps.saving} onClick={() => void steps.saveTab(active)}>
            {t('wizard.saveDraft')}
          </Button>
        )}
        {next && (
          <Button type="primary" loading={savesHere && steps.saving} onClick={goNext}>
            {t('wizard.next')}
          </Button>
        )}
        {!next && editable && has('submitAsn') && (
          <SubmitButton saved={header.asnHeaderId !== null} loading={steps.saving} onClick={confirmSend} />
        )}
      </Flex>
    </Card>
  );
}
