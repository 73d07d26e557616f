import type { UserRow } from '@portal/contract/users';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { useUser } from '../api/get-user.ts';
import { useSaveUser } from '../api/save-user.ts';
import { UserFields } from './user-fields.tsx';
import { NEW_USER, saveUserBody, type UserFormValues, userFormValues } from './user-form-values.ts';

type UserFormDialogProps = {
  /** the user to change (read afresh from the server), or undefined to add one */
  user?: Pick<UserRow, 'userId'>;
  onClose: () => void;
};

/** Add or edit a user (spec 3 §2.4); changing the user type empties the companies (other options). */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<UserFormValues>();
  const stored = useUser(user?.userId);
  const save = useSaveUser();
  const watchedType = Form.useWatch('userType', form);
  const initialValues = user ? stored.data && userFormValues(stored.data) : NEW_USER;
  return (
    <FormDialog<UserFormValues>
      name="userForm"
      title={t(user ? 'dialog.editTitle' : 'dialog.addTitle')}
      form={form}
      initialValues={initialValues}
      saving={save.isPending}
      width={720}
      onClose={onClose}
      onFinish={(values) => save.mutate({ body: saveUserBody(values, user?.userId) }, { onSuccess: onClose })}
      onValuesChange={(changed) => {
        if ('userType' in changed) form.setFieldValue('companyIds', []);
      }}
    >
      <UserFields existing={user !== undefined} userType={watchedType ?? initialValues?.userType} />
    </FormDialog>
  );
}
