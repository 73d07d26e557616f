import type { YesNo } from '@portal/contract/common';
import { LABEL_PRINTER_DPIS } from '@portal/contract/companies';
import { Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredChoice, requiredInput } from '../../../platform/forms/required-rule.ts';

/**
 * The fields only buyer companies carry (spec 3 §3: tradingPartnerId, isCreateLabel, isCreateInvoice,
 * referCompanyCode, dbCode; ours: the resolution of its label printers); all but dbCode are required for
 * buyers. Not shown for suppliers.
 */
export function BuyerOnlyFields() {
  const { t } = useTranslation(['companies', 'listKit']);
  const label = (field: string) => t(`form.${field}`);
  const yesNo: { value: YesNo; label: string }[] = [
    { value: 'Y', label: t('listKit:form.yes') },
    { value: 'N', label: t('listKit:form.no') },
  ];
  const dpis = LABEL_PRINTER_DPIS.map((dpi) => ({ value: dpi, label: t('form.dpi', { dpi }) }));
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="tradingPartnerId"
          label={t('form.tradingPartnerId')}
          rules={[requiredInput(label('tradingPartnerId'))]}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="referCompanyCode"
          label={t('form.referCompanyCode')}
          rules={[requiredInput(label('referCompanyCode'))]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="isCreateLabel"
          label={t('form.isCreateLabel')}
          rules={[requiredChoice(label('isCreateLabel'))]}
        >
          <Radio.Group options={yesNo} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="isCreateInvoice"
          label={t('form.isCreateInvoice')}
          rules={[requiredChoice(label('isCreateInvoice'))]}
        >
          <Radio.Group options={yesNo} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="dbCode" label={t('form.dbCode')}>
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="labelPrinterDpi"
          label={t('form.labelPrinterDpi')}
          extra={t('form.labelPrinterDpiHint')}
          rules={[requiredChoice(label('labelPrinterDpi'))]}
        >
          <Radio.Group options={dpis} />
        </Form.Item>
      </Col>
    </Row>
  );
}
