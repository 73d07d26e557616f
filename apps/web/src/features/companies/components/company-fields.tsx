import { SaveCompany } from '@portal/contract/companies';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePropertyOptions } from '../../../components/list-kit/query-form/use-property-options.ts';
import { requiredChoice, requiredInput } from '../../../platform/forms/required-rule.ts';
import { zodRule } from '../../../platform/forms/zod-rule.ts';
import { useCountryOptions } from '../api/get-country-options.ts';
import { TimeZoneSelect } from './time-zone-select.tsx';

type CompanyFieldsProps = {
  /** an existing company: code and type are fixed (suppliers are keyed by their code everywhere) */
  existing: boolean;
};

/** The fields every company has (spec 3 §3, §5); the time zone is required for buyers only. */
export function CompanyFields({ existing }: CompanyFieldsProps) {
  const { t } = useTranslation(['companies', 'forms']);
  const types = usePropertyOptions('companyType');
  const countries = useCountryOptions();
  const label = (field: string) => t(`form.${field}`);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="companyCode"
          label={t('form.companyCode')}
          rules={[
            requiredInput(label('companyCode')),
            zodRule(SaveCompany.shape.companyCode, t('forms:invalid.code')),
          ]}
        >
          <Input maxLength={20} disabled={existing} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="companyType"
          label={t('form.companyType')}
          rules={[requiredChoice(label('companyType'))]}
        >
          <Radio.Group options={types.data ?? []} disabled={existing} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="companyName"
          label={t('form.companyName')}
          rules={[requiredInput(label('companyName'))]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="country" label={t('form.country')} rules={[requiredChoice(label('country'))]}>
          <Select
            options={countries.data ?? []}
            loading={countries.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="timeZone"
          label={t('form.timeZone')}
          dependencies={['companyType']}
          rules={[
            ({ getFieldValue }) => ({
              ...requiredChoice(label('timeZone')),
              required: getFieldValue('companyType') === 'B',
            }),
          ]}
        >
          <TimeZoneSelect />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="prefixNo" label={t('form.prefixNo')} rules={[requiredInput(label('prefixNo'))]}>
          <Input maxLength={10} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="overdueDay" label={t('form.overdueDay')}>
          <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label={t('form.address')}>
          <Input maxLength={300} />
        </Form.Item>
      </Col>
    </Row>
  );
}
