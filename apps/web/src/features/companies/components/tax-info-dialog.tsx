import {
  type CompanyRow,
  type CompanyTaxInfo,
  duplicateCurrency,
  PERCENT_PATTERN,
} from '@portal/contract/companies';
import { Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { TimelineButton } from '../../../components/timeline/timeline-button.tsx';
import { requiredInput } from '../../../platform/forms/required-rule.ts';
import { patternRule } from '../../../platform/forms/zod-rule.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useTaxInfo } from '../api/get-tax-info.ts';
import { useSaveTaxInfo } from '../api/save-tax-info.ts';
import { PerformanceWindowFields } from './performance-window-fields.tsx';
import type { ToleranceEntry } from './tolerance-entries.ts';
import { ToleranceList } from './tolerance-list.tsx';

type TaxFormValues = {
  taxRate: string;
  unitPriceTolerance: string;
  totalAmountTolerance: string;
  taxTolerances: ToleranceEntry[];
  amountTolerances: ToleranceEntry[];
  onTimeEarlyDays: number;
  onTimeLateDays: number;
  arrivalGraceHours: number;
};

const PERCENT_FIELDS = ['taxRate', 'unitPriceTolerance', 'totalAmountTolerance'] as const;

function formValues(info: CompanyTaxInfo): TaxFormValues {
  return {
    taxRate: info.taxRate ?? '',
    unitPriceTolerance: info.unitPriceTolerance ?? '',
    totalAmountTolerance: info.totalAmountTolerance ?? '',
    taxTolerances: info.taxTolerances,
    amountTolerances: info.amountTolerances,
    onTimeEarlyDays: info.onTimeEarlyDays,
    onTimeLateDays: info.onTimeLateDays,
    arrivalGraceHours: info.arrivalGraceHours,
  };
}

type TaxInfoDialogProps = {
  company: Pick<CompanyRow, 'companyId'>;
  onClose: () => void;
};

/** Tax rate and price-match tolerances of a buyer company (spec 3 §2.4, §5), saved together. */
export function TaxInfoDialog({ company, onClose }: TaxInfoDialogProps) {
  const { t } = useTranslation('companies');
  const [form] = Form.useForm<TaxFormValues>();
  const info = useTaxInfo(company.companyId);
  const save = useSaveTaxInfo();
  const submit = (values: TaxFormValues) => {
    // the entry dialog already refuses a repeated currency; this guards the lists as loaded
    if (duplicateCurrency(values.taxTolerances) || duplicateCurrency(values.amountTolerances)) {
      notifier.warning(t('tax.duplicateCurrency'));
      return;
    }
    const body = {
      companyId: company.companyId,
      taxRate: values.taxRate.trim(),
      unitPriceTolerance: values.unitPriceTolerance.trim(),
      totalAmountTolerance: values.totalAmountTolerance.trim(),
      taxTolerances: values.taxTolerances,
      amountTolerances: values.amountTolerances,
      onTimeEarlyDays: values.onTimeEarlyDays,
      onTimeLateDays: values.onTimeLateDays,
      arrivalGraceHours: values.arrivalGraceHours,
    };
    save.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <FormDialog<TaxFormValues>
      name="taxForm"
      title={t('tax.title')}
      form={form}
      initialValues={info.data && formValues(info.data)}
      saving={save.isPending}
      width={760}
      onClose={onClose}
      onFinish={submit}
    >
      {info.data && (
        <Flex justify="space-between" align="baseline" gap={8}>
          <Typography.Paragraph
            strong
          >{`${info.data.companyCode} ${info.data.companyName}`}</Typography.Paragraph>
          {/* the tolerances' history: company_tolerances rows are keyed by their company (no id of their own) */}
          <TimelineButton
            record={{ recordType: 'tolerance', recordId: company.companyId, name: info.data.companyCode }}
          />
        </Flex>
      )}
      <Row gutter={16}>
        {PERCENT_FIELDS.map((field) => (
          <Col key={field} xs={24} sm={8}>
            <Form.Item
              name={field}
              label={t(`tax.${field}`)}
              rules={[requiredInput(t(`tax.${field}`)), patternRule(PERCENT_PATTERN, t('tax.percentRule'))]}
            >
              <Input suffix="%" maxLength={6} inputMode="decimal" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="taxTolerances" noStyle>
            <ToleranceList title="tax.taxTolerances" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="amountTolerances" noStyle>
            <ToleranceList title="tax.amountTolerances" />
          </Form.Item>
        </Col>
      </Row>
      <PerformanceWindowFields />
    </FormDialog>
  );
}
