import type { UserType } from '@portal/contract/common';
import { type RoleRow, SaveRole } from '@portal/contract/roles';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { usePropertyOptions } from '../../../components/list-kit/query-form/use-property-options.ts';
import { requiredInput } from '../../../platform/forms/required-rule.ts';
import { usePermissionTree } from '../api/get-permission-tree.ts';
import { useSaveRole } from '../api/save-role.ts';
import { heldLeaves, permissionNodes, roleFunctions } from './permission-tree.ts';
import { PermissionTreeField } from './permission-tree-field.tsx';
import './role-dialog.css';

type RoleFormValues = { roleName: string; roleDescription?: string; userType: UserType; leaves: string[] };

type RoleDialogProps = {
  /** the role to change, or undefined to add one */
  role?: Pick<RoleRow, 'roleId' | 'roleName' | 'roleDescription' | 'userType'>;
  onClose: () => void;
};

const NAME_MAX = SaveRole.shape.role.shape.roleName.maxLength ?? 50;

/**
 * Add a role or change its permissions (spec 3 §2.4, §5): the name is required; on an existing role the
 * name, description and user type are shown disabled. Saved as the checked and half-checked menus with the
 * buttons. The user type says who may hold the role: buyer roles by default.
 */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const { t } = useTranslation('roles');
  const [form] = Form.useForm<RoleFormValues>();
  const tree = usePermissionTree(role?.roleId);
  const save = useSaveRole();
  const userTypes = usePropertyOptions('companyType');
  const screenTitle = t('tree.openScreen');
  const nodes = useMemo(() => permissionNodes(tree.data ?? [], screenTitle), [tree.data, screenTitle]);
  const initialValues = tree.data && {
    roleName: role?.roleName ?? '',
    roleDescription: role?.roleDescription ?? '',
    userType: role?.userType ?? 'B',
    leaves: heldLeaves(tree.data),
  };
  const submit = (values: RoleFormValues) => {
    const body = {
      role: {
        roleId: role?.roleId,
        roleName: role ? role.roleName : values.roleName.trim(),
        roleDescription: role ? role.roleDescription : values.roleDescription?.trim(),
        userType: role ? role.userType : values.userType,
      },
      functions: roleFunctions(nodes, values.leaves),
    };
    save.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <FormDialog<RoleFormValues>
      name="roleForm"
      title={t(role ? 'dialog.editTitle' : 'dialog.addTitle')}
      form={form}
      initialValues={initialValues}
      saving={save.isPending}
      width={640}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item name="roleName" label={t('form.roleName')} rules={[requiredInput(t('form.roleName'))]}>
        <Input maxLength={NAME_MAX} disabled={role !== undefined} />
      </Form.Item>
      <Form.Item name="roleDescription" label={t('form.roleDescription')}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} disabled={role !== undefined} />
      </Form.Item>
      <Form.Item name="userType" label={t('form.userType')}>
        <Radio.Group options={userTypes.data ?? []} disabled={role !== undefined} />
      </Form.Item>
      <Form.Item name="leaves" label={t('form.permissions')}>
        <PermissionTreeField nodes={nodes} />
      </Form.Item>
    </FormDialog>
  );
}
