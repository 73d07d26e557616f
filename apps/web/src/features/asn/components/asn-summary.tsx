import { Alert, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderPlantTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { AsnWizardData } from '../api/get-asn-wizard-data.ts';
import { AsnStatusTag } from './asn-status-tag.tsx';

/** Who ships what to whom: the read-only header of the wizard, with the ERP's reason of a Failed ASN. */
export function AsnSummary({ header }: { header: AsnWizardData['asnHeader'] }) {
  const { t } = useTranslation('asn');
  const yesNo = (flag: 'Y' | 'N') => t(flag === 'Y' ? 'listKit:form.yes' : 'listKit:form.no');
  const items = [
    { key: 'asnNo', label: t('fields.asnNo'), children: header.asnNo ?? t('wizard.newAsn') },
    {
      key: 'status',
      label: t('fields.status'),
      children: <AsnStatusTag status={header.status} label={header.i18nStatus} />,
    },
    {
      key: 'buyer',
      label: t('fields.buyer'),
      children: `${header.buyerCompanyCode} ${header.buyerCompanyName}`,
    },
    { key: 'plant', label: t('fields.shipToPlant'), children: header.shipToPlantCode },
    {
      key: 'supplier',
      label: t('fields.supplier'),
      children: `${header.supplierCode} ${header.supplierName}`,
    },
    {
      key: 'createTime',
      label: t('fields.createTime'),
      children: header.asnHeaderId ? renderPlantTime(header.createTime, header.timeZone) : '',
    },
    { key: 'isCreateLabel', label: t('fields.isCreateLabel'), children: yesNo(header.isCreateLabel) },
    { key: 'isCreateInvoice', label: t('fields.isCreateInvoice'), children: yesNo(header.isCreateInvoice) },
    { key: 'plantAddress', label: t('fields.buyerPlantAddress'), children: header.buyerPlantAddress ?? '' },
  ];
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      {header.status === 'Failed' && header.ackRemarks && (
        <Alert type="error" showIcon title={t('wizard.failedReason', { reason: header.ackRemarks })} />
      )}
      {/* a draft copied from a Failed ASN (ours) keeps what the ERP refused, to be corrected */}
      {header.status === 'Draft' && header.ackRemarks && (
        <Alert type="warning" showIcon title={t('wizard.copiedReason', { reason: header.ackRemarks })} />
      )}
    </Flex>
  );
}
