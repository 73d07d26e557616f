import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../test/dialog.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { FormDialog } from './form-dialog.tsx';

type Values = { name: string };

function NameDialog(props: {
  initialValues: Partial<Values> | undefined;
  onFinish: (values: Values) => void;
  onClose: () => void;
  okText?: string;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values>
      name="nameDialog"
      title="Name"
      form={form}
      initialValues={props.initialValues}
      onFinish={props.onFinish}
      onClose={props.onClose}
      saving={false}
      okText={props.okText}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Please enter a name' }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

/** An edit whose record arrives after the dialog opened. */
function LateRecordEdit({ onFinish }: { onFinish: (values: Values) => void }) {
  const [record, setRecord] = useState<Values>();
  return (
    <>
      <button type="button" onClick={() => setRecord({ name: '' })}>
        record arrives
      </button>
      <NameDialog initialValues={record} onFinish={onFinish} onClose={() => undefined} />
    </>
  );
}

const okButton = (dialog: HTMLElement, text = 'OK') =>
  within(dialog).getByText(text, { selector: 'button > span' }).closest('button') as HTMLButtonElement;

describe('FormDialog', () => {
  it('waits for its start values with OK disabled, then validates before it hands the values on', async () => {
    const onFinish = vi.fn();
    renderWithApp(<LateRecordEdit onFinish={onFinish} />);
    const dialog = await findDialog('Name');
    expect(okButton(dialog)).toBeDisabled();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();

    fireEvent.click(screen.getByText('record arrives'));
    await waitFor(() => expect(okButton(dialog)).toBeEnabled());
    fireEvent.click(okButton(dialog));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Plant 9' } });
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Plant 9' }));
    // the form's name prefixes its field ids, apart from a list's query form of the same fields
    expect(within(dialog).getByLabelText('Name').id).toBe('nameDialog_name');
  });

  it("names its buttons as the screen says, and Cancel closes without the form's values", async () => {
    const onClose = vi.fn();
    const onFinish = vi.fn();
    renderWithApp(
      <NameDialog initialValues={{ name: 'x' }} onFinish={onFinish} onClose={onClose} okText="Save" />,
    );
    const dialog = await findDialog('Name');
    expect(okButton(dialog, 'Save')).toBeEnabled();
    fireEvent.click(within(dialog).getByText('Cancel', { selector: 'button > span' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
