import type { YesNo } from '@portal/contract/common';
import { Col, Form, type FormRule, Input, Row } from 'antd';
import dayjs from 'dayjs';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from './date-time-input.tsx';
import {
  dispatchTimeProblem,
  invoiceNoProblem,
  MAX_INVOICE_NO,
  measureProblem,
  palletsProblem,
  planArrivalProblem,
} from './header-rules.ts';
import { problemRule } from './problem-rule.ts';
import type { HeaderValues } from './wizard-values.ts';

type GeneralTabProps = {
  isCreateInvoice: YesNo;
  /** true while the ASN is being sent: the times are required then, not for a draft */
  sending: RefObject<boolean>;
};

const header = (name: keyof HeaderValues) => ['header', name];
const SPAN = { xs: 24, md: 12, xl: 8 } as const;

/** Tab general: shipment and arrival times, carrier, vehicle, weights, pallets, volume, method, invoice. */
export function GeneralTab({ isCreateInvoice, sending }: GeneralTabProps) {
  const { t } = useTranslation('asn');
  const arrival = (read: (name: (string | number)[]) => unknown) =>
    read(header('planArrivalTimeStr')) as string | undefined;
  const text = (name: keyof HeaderValues, maxLength: number, rules: FormRule[] = []) => (
    <Col {...SPAN}>
      <Form.Item name={header(name)} label={t(`fields.${name}`)} rules={rules}>
        <Input maxLength={maxLength} />
      </Form.Item>
    </Col>
  );
  const measure = (name: keyof HeaderValues) => text(name, 19, [problemRule<string>(t, measureProblem)]);
  return (
    <Row gutter={16}>
      <Col {...SPAN}>
        <Form.Item
          name={header('dispatchTimeStr')}
          label={t('fields.dispatchTimeStr')}
          required
          dependencies={[header('planArrivalTimeStr')]}
          rules={[
            problemRule<string>(t, (value, read) =>
              dispatchTimeProblem(value, arrival(read), sending.current),
            ),
          ]}
        >
          <DateTimeInput withTime placeholder={t('fields.dispatchTimeStr')} />
        </Form.Item>
      </Col>
      <Col {...SPAN}>
        <Form.Item
          name={header('planArrivalTimeStr')}
          label={t('fields.planArrivalTimeStr')}
          required
          rules={[problemRule<string>(t, (value) => planArrivalProblem(value, sending.current))]}
        >
          <DateTimeInput
            withTime
            placeholder={t('fields.planArrivalTimeStr')}
            disabledDate={(date) => date.isBefore(dayjs().subtract(1, 'day'), 'day')}
          />
        </Form.Item>
      </Col>
      <Col {...SPAN}>
        <Form.Item
          name={header('invoiceNo')}
          label={t('fields.invoiceNo')}
          required={isCreateInvoice === 'Y'}
          rules={[problemRule<string>(t, (value) => invoiceNoProblem(value, isCreateInvoice))]}
        >
          <Input maxLength={MAX_INVOICE_NO} />
        </Form.Item>
      </Col>
      {text('carrierCode', 50)}
      {text('carrierName', 100)}
      {text('plateNo', 30)}
      {measure('netWeight')}
      {measure('grossWeight')}
      {text('noOfPallet', 3, [problemRule<string>(t, palletsProblem)])}
      {measure('volume')}
      {text('shipMethod', 30)}
      <Col xs={24} xl={16}>
        <Form.Item name={header('carrierAddress')} label={t('fields.carrierAddress')}>
          <Input maxLength={300} />
        </Form.Item>
      </Col>
    </Row>
  );
}
