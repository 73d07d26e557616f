import { ARRIVAL_GRACE_MAX_HOURS, ON_TIME_WINDOW_MAX_DAYS } from '@portal/contract/companies';
import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredInput } from '../../../platform/forms/required-rule.ts';

// the required rule checks strings (blanks count as empty); these values are whole numbers
const numberRequired = (label: string) => ({
  ...requiredInput(label),
  whitespace: false,
  type: 'number' as const,
});

const FIELDS = [
  { name: 'onTimeEarlyDays', max: ON_TIME_WINDOW_MAX_DAYS, unit: 'tax.days' },
  { name: 'onTimeLateDays', max: ON_TIME_WINDOW_MAX_DAYS, unit: 'tax.days' },
  { name: 'arrivalGraceHours', max: ARRIVAL_GRACE_MAX_HOURS, unit: 'tax.hours' },
] as const;

/** The buyer's on-time window and arrival grace, by which supplier performance and reconciliation judge. */
export function PerformanceWindowFields() {
  const { t } = useTranslation('companies');
  return (
    <>
      <Typography.Title level={5}>{t('tax.windowTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('tax.windowHint')}</Typography.Paragraph>
      <Row gutter={16}>
        {FIELDS.map(({ name, max, unit }) => (
          <Col key={name} xs={24} sm={8}>
            <Form.Item name={name} label={t(`tax.${name}`)} rules={[numberRequired(t(`tax.${name}`))]}>
              <InputNumber min={0} max={max} precision={0} suffix={t(unit)} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
