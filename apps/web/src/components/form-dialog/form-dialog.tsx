import { Form, type FormInstance, Modal, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FormDialogProps<Values> = {
  /** the form's name, which prefixes its field ids: the list's query form beside it has fields of the same names */
  name: string;
  title: ReactNode;
  form: FormInstance<Values>;
  /** the form's start values; until they are known (an edit loading its record) a spinner shows */
  initialValues: Partial<Values> | undefined;
  onFinish: (values: Values) => void;
  /** e.g. to empty a field whose options depend on the one changed */
  onValuesChange?: (changed: Partial<Values>, all: Values) => void;
  onClose: () => void;
  saving: boolean;
  width?: number;
  /** the buttons' texts when a screen names them otherwise (Save, Return); OK and Cancel by default */
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** OK off while there is nothing to do (the children say why) */
  okDisabled?: boolean;
  children: ReactNode;
};

/**
 * An add/edit dialog: a vertical form, OK submits (validation first), Cancel closes. The parent mounts
 * it only while it is open, so every opening starts from fresh values.
 */
export function FormDialog<Values>(props: FormDialogProps<Values>) {
  const { t } = useTranslation('listKit');
  const { form, initialValues } = props;
  return (
    <Modal
      open
      title={props.title}
      width={props.width ?? 640}
      okText={props.okText ?? t('actions.ok')}
      cancelText={props.cancelText ?? t('actions.cancel')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !initialValues || props.okDisabled }}
      confirmLoading={props.saving}
      mask={{ closable: false }}
    >
      {initialValues ? (
        <Form<Values>
          form={form}
          name={props.name}
          layout="vertical"
          initialValues={initialValues}
          onFinish={props.onFinish}
          onValuesChange={props.onValuesChange}
          autoComplete="off"
          scrollToFirstError
        >
          {props.children}
        </Form>
      ) : (
        <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
