import { Checkbox, Col, Flex, Form, type FormInstance, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainDatePicker } from '../../../components/form-controls/plain-date-picker.tsx';
import { YesNoDisplay } from '../../../components/form-controls/yes-no-display.tsx';
import { requiredChoice, requiredInput } from '../../../platform/forms/required-rule.ts';
import { useSmallScreen } from '../../../platform/screen/use-small-screen.ts';
import type { GateFormValues } from './gate-form-values.ts';
import { timeOutRule } from './gate-rules.ts';

/** Spec 2 §9: remarks and address at most 300 characters, with a counter. */
const TEXT_MAX = 300;

export type GateEntryFormProps = {
  form: FormInstance<GateFormValues>;
  /** create: the ASN cascade is open; edit: the gate's fields editable (a view is GateEntryView) */
  mode: 'create' | 'edit';
  initialValues: GateFormValues;
  companyOptions: readonly string[];
  supplierOptions: readonly string[];
  /** the fields after the ASN cascade show once ASN, company and supplier are chosen */
  showDetails: boolean;
  onAsnCommit?: (asnNo: string) => void;
  /** on a phone, beside the ASN number of a new entry: the camera's Scan button */
  asnScan?: ReactNode;
  onValuesChange?: (changed: Partial<GateFormValues>) => void;
  onFinish: (values: GateFormValues) => void;
  /** the item list and the buttons */
  children?: ReactNode;
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12} xl={wide ? 16 : 8}>
      {children}
    </Col>
  );
}

/** The gate entry form of the create and detail screens (spec 2 §2 and §5). */
export function GateEntryForm(props: GateEntryFormProps) {
  const { t } = useTranslation('securityCheck');
  const { mode } = props;
  const creating = mode === 'create';
  const label = (field: string) => t(`fields.${field}`);
  const commitAsn = (event: { currentTarget: HTMLInputElement }) =>
    props.onAsnCommit?.(event.currentTarget.value);
  const small = useSmallScreen();
  const scan = creating && small ? props.asnScan : undefined;
  return (
    <Form<GateFormValues>
      form={props.form}
      name="securityCheck"
      layout="vertical"
      initialValues={props.initialValues}
      onValuesChange={(changed) => props.onValuesChange?.(changed)}
      onFinish={props.onFinish}
      autoComplete="off"
      scrollToFirstError
    >
      <Row gutter={16}>
        {!creating && (
          <Cell>
            <Form.Item name="gateEntrySrNo" label={label('gateEntrySrNo')}>
              <Input disabled />
            </Form.Item>
          </Cell>
        )}
        <Cell>
          <AsnNoItem label={label('asnNo')} disabled={!creating} onCommit={commitAsn} scan={scan} />
        </Cell>
        <Cell>
          <Form.Item
            name="buyerCompanyCode"
            label={label('buyerCompanyCode')}
            rules={[requiredChoice(label('buyerCompanyCode'))]}
          >
            <Select disabled={!creating} options={options(props.companyOptions)} />
          </Form.Item>
        </Cell>
        <Cell>
          <Form.Item name="shipToPlantCode" label={label('shipToPlantCode')}>
            <Input disabled />
          </Form.Item>
        </Cell>
        <Cell>
          <Form.Item
            name="supplierCode"
            label={label('supplierCode')}
            rules={[requiredChoice(label('supplierCode'))]}
          >
            <Select disabled={!creating} options={options(props.supplierOptions)} />
          </Form.Item>
        </Cell>
        {props.showDetails && <GateDetails creating={creating} label={label} />}
      </Row>
      {props.children}
    </Form>
  );
}

type AsnNoItemProps = {
  label: string;
  disabled: boolean;
  onCommit: (event: { currentTarget: HTMLInputElement }) => void;
  /** a Scan button beside the field (phones only: a desktop's field stays as it was) */
  scan?: ReactNode;
};

function AsnNoItem({ label, disabled, onCommit, scan }: AsnNoItemProps) {
  const rules = [requiredInput(label)];
  const input = <Input disabled={disabled} maxLength={50} onBlur={onCommit} onPressEnter={onCommit} />;
  if (!scan)
    return (
      <Form.Item name="asnNo" label={label} rules={rules}>
        {input}
      </Form.Item>
    );
  // the label still names the field (htmlFor: the form's name and the field's), its problems show below both
  return (
    <Form.Item label={label} htmlFor="securityCheck_asnNo" required>
      <Flex gap={8}>
        <Form.Item name="asnNo" rules={rules} noStyle>
          {input}
        </Form.Item>
        {scan}
      </Flex>
    </Form.Item>
  );
}

type GateDetailsProps = { creating: boolean; label: (field: string) => string };

/** What the guard fills in once the ASN is known. */
function GateDetails({ creating, label }: GateDetailsProps) {
  return (
    <>
      <Cell>
        <Form.Item name="supplierName" label={label('supplierName')}>
          <Input disabled />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="challanNo" label={label('challanNo')}>
          <Input disabled />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="nameOfDriver" label={label('nameOfDriver')}>
          <Input maxLength={100} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="vehicleNo" label={label('vehicleNo')}>
          <Input maxLength={30} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="scDateStr" label={label('scDateStr')} rules={[requiredChoice(label('scDateStr'))]}>
          <PlainDatePicker />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="timeInStr" label={label('timeInStr')} rules={[requiredChoice(label('timeInStr'))]}>
          <PlainDatePicker withTime />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          name="timeOutStr"
          label={label('timeOutStr')}
          dependencies={['timeInStr']}
          rules={[timeOutRule]}
        >
          <PlainDatePicker withTime />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="securityGrNo" label={label('securityGrNo')}>
          <Input maxLength={50} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item label=" " colon={false}>
          <Form.Item name="pollutionControlCrt" valuePropName="checked" noStyle>
            <Checkbox>{label('pollutionControlCrt')}</Checkbox>
          </Form.Item>
          <Form.Item name="driverLicense" valuePropName="checked" noStyle>
            <Checkbox>{label('driverLicense')}</Checkbox>
          </Form.Item>
        </Form.Item>
      </Cell>
      {!creating && (
        <>
          <Cell>
            <Form.Item name="linkedToInv" label={label('linkedToInv')}>
              <YesNoDisplay />
            </Form.Item>
          </Cell>
          <Cell>
            <Form.Item name="invoiceNo" label={label('invoiceNo')}>
              <Input disabled />
            </Form.Item>
          </Cell>
        </>
      )}
      <Cell wide>
        <Form.Item name="remarks" label={label('remarks')}>
          <Input.TextArea maxLength={TEXT_MAX} showCount rows={2} />
        </Form.Item>
      </Cell>
      <Cell wide>
        <Form.Item name="addressOfCompany" label={label('addressOfCompany')}>
          <Input.TextArea maxLength={TEXT_MAX} showCount rows={2} />
        </Form.Item>
      </Cell>
    </>
  );
}
