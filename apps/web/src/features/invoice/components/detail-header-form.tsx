import { SaveInvoice } from '@portal/contract/invoice';
import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainDatePicker } from '../../../components/form-controls/plain-date-picker.tsx';
import { requiredInput } from '../../../platform/forms/required-rule.ts';
import { zodRule } from '../../../platform/forms/zod-rule.ts';

function Cell({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12} xl={6}>
      {children}
    </Col>
  );
}

const { shape } = SaveInvoice;

/**
 * The invoice header the supplier types (spec 3 §5): invoice number of letters and digits only, invoice
 * date, Inco Term required; payment terms and the tax numbers optional. Checked as the save schema checks.
 * A header that cannot be changed is shown by DetailHeaderView instead.
 */
export function DetailHeaderForm() {
  const { t } = useTranslation('invoice');
  const label = (field: string) => t(`fields.${field}`);
  const optional = (field: 'creditTerms' | 'branchNo' | 'supplierBranchNo' | 'certificationNo') => (
    <Cell>
      <Form.Item name={field} label={label(field)} rules={[zodRule(shape[field], t('detail.tooLong'))]}>
        <Input allowClear />
      </Form.Item>
    </Cell>
  );
  return (
    <Row gutter={16}>
      <Cell>
        <Form.Item
          name="invoiceNo"
          label={label('invoiceNo')}
          rules={[requiredInput(label('invoiceNo')), zodRule(shape.invoiceNo, t('detail.invoiceNoRule'))]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          name="invoiceDate"
          label={label('invoiceDate')}
          rules={[requiredInput(label('invoiceDate'))]}
        >
          <PlainDatePicker />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          name="incoTerm"
          label={label('incoTerm')}
          rules={[requiredInput(label('incoTerm')), zodRule(shape.incoTerm, t('detail.tooLong'))]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Cell>
      {optional('creditTerms')}
      {optional('branchNo')}
      {optional('supplierBranchNo')}
      {optional('certificationNo')}
    </Row>
  );
}
