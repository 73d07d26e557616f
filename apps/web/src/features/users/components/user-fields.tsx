import { UserLanguage, type UserType } from '@portal/contract/common';
import { EmailInfo, Telephone, UserCode } from '@portal/contract/users';
import { Alert, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePropertyOptions } from '../../../components/list-kit/query-form/use-property-options.ts';
import { requiredChoice, requiredInput } from '../../../platform/forms/required-rule.ts';
import { zodRule } from '../../../platform/forms/zod-rule.ts';
import { CompanyChoice } from './company-choice.tsx';
import { companyCountRule } from './user-form-values.ts';

type UserFieldsProps = {
  /** an existing user: the account is fixed (spec 3 §5) */
  existing: boolean;
  userType: UserType | undefined;
};

/** What creating the user does: there is no password field, the user chooses one through the mailed link. */
function InvitationNotice() {
  const { t } = useTranslation('users');
  const email: unknown = Form.useWatch('email');
  const address = typeof email === 'string' ? email.trim() : '';
  return (
    <Alert
      type="info"
      showIcon
      data-testid="invitation-notice"
      message={address ? t('form.invitationTo', { email: address }) : t('form.invitationNeedsEmail')}
    />
  );
}

/** The fields of the user dialog (spec 3 §3, §5, §9). */
export function UserFields({ existing, userType }: UserFieldsProps) {
  const { t } = useTranslation(['users', 'forms']);
  const types = usePropertyOptions('companyType');
  const statuses = usePropertyOptions('userStatus');
  const languages = UserLanguage.options.map((language) => ({
    value: language,
    label: t(`language.${language}`),
  }));
  const companyMessages = {
    required: t('forms:required.select', { field: t('form.companyIds') }),
    onlyOne: t('form.oneCompany'),
  };
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="userCode"
          label={t('form.userCode')}
          rules={[requiredInput(t('form.userCode')), zodRule(UserCode, t('forms:invalid.account'))]}
        >
          <Input maxLength={50} disabled={existing} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="userName" label={t('form.userName')} rules={[requiredInput(t('form.userName'))]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="userType" label={t('form.userType')} rules={[requiredChoice(t('form.userType'))]}>
          <Radio.Group options={types.data ?? []} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="isEnable" label={t('form.isEnable')} rules={[requiredChoice(t('form.isEnable'))]}>
          <Radio.Group options={statuses.data ?? []} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="companyIds"
          label={t('form.companyIds')}
          required
          dependencies={['userType']}
          rules={[companyCountRule(userType, companyMessages)]}
        >
          <CompanyChoice userType={userType} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="email"
          label={t('form.email')}
          rules={[
            // a new user's invitation goes to this address (issue 15): the server refuses a new user without one
            ...(existing ? [] : [requiredInput(t('form.email'))]),
            zodRule(EmailInfo.shape.email, t('forms:invalid.email')),
          ]}
        >
          <Input maxLength={100} type="email" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="phone"
          label={t('form.telephone')}
          rules={[zodRule(Telephone.shape.phone, t('forms:invalid.phone'))]}
        >
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="language" label={t('form.language')} rules={[requiredChoice(t('form.language'))]}>
          <Radio.Group options={languages} />
        </Form.Item>
      </Col>
      {!existing && (
        <Col xs={24}>
          <InvitationNotice />
        </Col>
      )}
    </Row>
  );
}
